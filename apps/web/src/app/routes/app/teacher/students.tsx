import { LowAttendancePanel } from '@/features/attendance/components/low-attendance-panel';
import { MemberGate } from '@/features/attendance/components/member-gate';
import { OrgSettingsGate } from '@/features/attendance/components/org-settings-gate';
import { RolePage } from '@/features/attendance/components/role-page';
import { JoinOrganizationCard } from '@/features/orgs/components/join-organization-card';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';

/** /dashboard/teacher/students — students below the minimum in a teacher's subjects. */
export function Component() {
  const memberships = useMyMemberships();
  return (
    <RolePage
      title="Low attendance"
      description="Students below your institute’s minimum in the subjects you teach."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    >
      <MemberGate memberships={memberships} fallback={<JoinOrganizationCard />}>
        {(member) => (
          <OrgSettingsGate orgId={member.org_id}>
            {(org) => <LowAttendancePanel member={member} org={org} />}
          </OrgSettingsGate>
        )}
      </MemberGate>
    </RolePage>
  );
}
