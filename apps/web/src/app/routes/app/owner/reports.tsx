import { OwnerPage } from '@/features/orgs/components/owner-page';
import { PayrollCard, payrollLoader } from '@/features/payroll';
import { reportsLoader } from '@/features/reports/catalogue';
import { AttendanceReportScreen } from '@/features/reports/components/attendance-report-screen';
import { ScheduledReportsCard, scheduledReportsLoader } from '@/features/scheduled-reports';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';

/** The page waits for the scheduled reports' messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    scheduledReportsLoader(),
    payrollLoader(),
    reportsLoader(),
  ]);
  return null;
}

/** /dashboard/<institute|company>/reports — attendance over any range, pay periods, CSV exports. */
export function Component() {
  const t = useDashboardT();
  return (
    <OwnerPage
      title={t('dashboard.reports.title')}
      description={t('dashboard.reports.ownerDescription')}
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
