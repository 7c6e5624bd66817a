import { OwnerPage } from '@/features/orgs/components/owner-page';
import { PayrollCard, payrollLoader } from '@/features/payroll';
import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { ScheduledReportsCard, scheduledReportsLoader } from '@/features/scheduled-reports';

/** The page waits for the scheduled reports' messages in the reader's language. */
export async function loader() {
  await Promise.all([scheduledReportsLoader(), payrollLoader()]);
  return null;
}

/** /dashboard/<institute|company>/reports — attendance over any range, pay periods, CSV exports. */
export function Component() {
  return (
    <OwnerPage
      title="Reports"
      description="Attendance of everyone in your organisation over a month, a pay period or any range — on screen or as CSV for Excel and payroll."
    >
      {({ organization }) => (
        <div className="space-y-6">
          <AttendanceReportScreen orgId={organization.id} canEditPayroll />
          <PayrollCard orgId={organization.id} />
          <ScheduledReportsCard orgId={organization.id} />
        </div>
      )}
    </OwnerPage>
  );
}
