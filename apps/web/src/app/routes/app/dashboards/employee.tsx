import { CalendarDays, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmployeeHome } from '@/features/attendance/components/employee-home';
import { MyMonthChart } from '@/features/charts';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { leaveCatalogue } from '@/features/leave';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';
import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';
import { catalogue as checkinCatalogue } from '@/features/checkin/catalogue';

/** The page waits for the day's and the requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    attendanceCatalogue.ready(),
    checkinCatalogue.ready(),
    catalogue.ready(),
    leaveCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/employee — check in/out, today, the month so far, requests. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.employee.title')}
      description={t('dashboard.employee.description')}
      memberActions={
        <>
          <Button asChild variant="outline">
            <Link to="timesheet">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />{' '}
              {t('dashboard.employee.timesheet')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="requests">
              <ClipboardList aria-hidden="true" className="h-4 w-4" />{' '}
              {t('dashboard.employee.requests')}
            </Link>
          </Button>
        </>
      }
    >
      {(member, org) => (
        <div className="space-y-6">
          <EmployeeHome member={member} org={org} selfCheckIn={<SelfCheckIn orgId={org.id} />} />
          <MyMonthChart orgId={org.id} timeZone={org.timezone} />
        </div>
      )}
    </MemberPage>
  );
}
