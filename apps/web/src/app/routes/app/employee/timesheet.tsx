import { TimesheetPanel } from '@/features/attendance/components/timesheet-panel';
import { overtimeLoader } from '@/features/overtime';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from '../page-loader';

/** The timesheet's overtime line uses overtime's texts: loaded with the page. */
export const loader = pageLoader({ attendance: true }, overtimeLoader);

/** /dashboard/employee/timesheet — a month of days: in, out, hours, status and flags. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.timesheet.title')}
      description={t('dashboard.timesheet.description')}
      back={{ to: '/dashboard/employee', label: t('dashboard.back.employee') }}
    >
      {(member, org) => (
        <TimesheetPanel member={member} org={org} requestsPath="/dashboard/employee/requests" />
      )}
    </MemberPage>
  );
}
