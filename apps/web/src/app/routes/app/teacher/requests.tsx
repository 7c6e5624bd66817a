import { ReviewRequestsPanel } from '@/features/attendance/components/review-requests-panel';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/teacher/requests — approve or reject students' leave and corrections. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Requests"
      description="Leave and correction requests from your students."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
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
