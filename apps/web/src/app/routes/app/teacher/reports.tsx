import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { MemberPage } from '../member-page';

/** /dashboard/teacher/reports — attendance of the students in a teacher's classes. */
export function Component() {
  return (
    <MemberPage
      title="Reports"
      description="Attendance of the students in your classes over any range, on screen or as CSV."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    >
      {(member) => <AttendanceReportScreen orgId={member.org_id} />}
    </MemberPage>
  );
}
