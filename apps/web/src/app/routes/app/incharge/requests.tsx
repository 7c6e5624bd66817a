import { ReviewRequestsPanel } from '@/features/attendance/components/review-requests-panel';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/incharge/requests — approve or reject leave and corrections of their groups. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Requests"
      description="Leave and correction requests from the people in your groups."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <ReviewRequestsPanel org={org} ownMemberId={member.id} />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
