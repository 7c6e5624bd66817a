import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { MemberPage } from '../member-page';

/** /dashboard/incharge/reports — attendance of the people in an in-charge's groups. */
export function Component() {
  return (
    <MemberPage
      title="Reports"
      description="Attendance of the people in your groups over any range, on screen or as CSV."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    >
      {(member) => <AttendanceReportScreen orgId={member.org_id} />}
    </MemberPage>
  );
}
