import { LiveBoard } from '@/features/attendance/components/live-board';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/incharge/live — everyone in their groups today, updating as check-ins happen. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Live board"
      description="Check-ins appear here as they happen, without reloading."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <LiveBoard org={org} scope="staff" />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
