import { LowAttendancePanel } from '@/features/attendance/components/low-attendance-panel';
import { MemberPage } from '../member-page';

/** /dashboard/teacher/students — students below the minimum in a teacher's subjects. */
export function Component() {
  return (
    <MemberPage
      title="Low attendance"
      description="Students below your institute’s minimum in the subjects you teach."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    >
      {(member, org) => <LowAttendancePanel member={member} org={org} />}
    </MemberPage>
  );
}
