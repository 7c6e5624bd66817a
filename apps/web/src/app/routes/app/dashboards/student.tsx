import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StudentHome } from '@/features/attendance/components/student-home';
import { MyMonthChart } from '@/features/charts';
import { SelfCheckIn } from '@/features/checkin/components/self-check-in';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { GuardiansCard } from '@/features/guardians/components/guardians-card';
import { leaveCatalogue } from '@/features/leave';
import { catalogue } from '@/features/today/catalogue';
import { MemberPage } from '../member-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';
import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';
import { catalogue as checkinCatalogue } from '@/features/checkin/catalogue';

/** The page waits for the day's, guardians' and requests' messages in the reader's language. */
export async function loader() {
  await Promise.all([
    dashboardCatalogue.ready(),
    attendanceCatalogue.ready(),
    checkinCatalogue.ready(),
    catalogue.ready(),
    guardiansCatalogue.ready(),
    leaveCatalogue.ready(),
  ]);
  return null;
}

/** /dashboard/student — today's classes, attendance per subject, history, requests, guardians. */
export function Component() {
  const t = useDashboardT();
  return (
    <MemberPage
      title={t('dashboard.student.title')}
      description={t('dashboard.student.description')}
      memberActions={
        <Button asChild variant="outline">
          <Link to="requests">
            <ClipboardList aria-hidden="true" className="h-4 w-4" />{' '}
            {t('dashboard.student.requests')}
          </Link>
        </Button>
      }
    >
      {(member, org) => (
        <StudentHome member={member} org={org} selfCheckIn={<SelfCheckIn orgId={org.id} />}>
          <MyMonthChart orgId={org.id} timeZone={org.timezone} />
          <GuardiansCard memberId={member.id} memberName={member.full_name} own />
        </StudentHome>
      )}
    </MemberPage>
  );
}
