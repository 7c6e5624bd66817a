import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { TeacherHome } from '@/features/attendance/components/teacher-home';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/teacher — today's classes with roll-call, the week, low attendance, requests. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Teacher dashboard"
      description="Take attendance for your classes and follow up with students."
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <TeacherHome member={member} org={org} />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
