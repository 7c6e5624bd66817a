import { OwnerPage } from '@/features/orgs/components/owner-page';
import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';

/** /dashboard/<institute|company>/reports — attendance over any range, pay periods, CSV exports. */
export function Component() {
  return (
    <OwnerPage
      title="Reports"
      description="Attendance of everyone in your organisation over a month, a pay period or any range — on screen or as CSV for Excel and payroll."
    >
      {({ organization }) => <AttendanceReportScreen orgId={organization.id} canEditPayroll />}
    </OwnerPage>
  );
}
