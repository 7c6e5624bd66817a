import { TeacherHome } from '@/features/attendance/components/teacher-home';
import { GroupJoinLinksCard } from '@/features/orgs/components/group-join-links-card';
import { StaffApprovalsCard } from '@/features/people/components/staff-approvals-card';
import { MemberPage } from '../member-page';

/** /dashboard/teacher — today's classes with roll-call, the week, low attendance, requests. */
export function Component() {
  return (
    <MemberPage
      title="Teacher dashboard"
      description="Take attendance for your classes and follow up with students."
    >
      {(member, org) => (
        <div className="space-y-6">
          <TeacherHome member={member} org={org} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <StaffApprovalsCard orgId={org.id} timeZone={org.timezone} role="teacher" />
            <GroupJoinLinksCard orgId={org.id} role="teacher" isDemo={org.is_demo} />
          </div>
        </div>
      )}
    </MemberPage>
  );
}
