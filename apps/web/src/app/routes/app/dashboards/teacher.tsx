import { TeacherHome } from '@/features/attendance/components/teacher-home';
import { MemberPage } from '../member-page';

/** /dashboard/teacher — today's classes with roll-call, the week, low attendance, requests. */
export function Component() {
  return (
    <MemberPage
      title="Teacher dashboard"
      description="Take attendance for your classes and follow up with students."
    >
      {(member, org) => <TeacherHome member={member} org={org} />}
    </MemberPage>
  );
}
