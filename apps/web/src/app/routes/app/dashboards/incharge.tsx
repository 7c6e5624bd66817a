import { InchargeHome } from '@/features/attendance/components/incharge-home';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/incharge — the live board of their groups, roll-call, approvals, kiosk. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="In-charge dashboard"
      description="Run the floor: who is in, who is late, who is absent."
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <InchargeHome member={member} org={org} />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
