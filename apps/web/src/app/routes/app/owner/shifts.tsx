import { OwnerPage } from '@/features/orgs/components/owner-page';
import { overtimeLoader } from '@/features/overtime';
import { ShiftsScreen } from '@/features/structure/components/shifts-screen';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { structureLoader } from '@/features/structure/catalogue';
import { pageLoader } from '../page-loader';

/** The shift cards' Overtime dialog uses overtime's texts: loaded with the page. */
export const loader = pageLoader({}, overtimeLoader, structureLoader);

/** /dashboard/<owner>/shifts: work shifts (overnight included) and who works them. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage
        title={t('dashboard.shifts.title')}
        description={t('dashboard.shifts.description')}
      >
        {({ organization }) => <ShiftsScreen organization={organization} />}
      </OwnerPage>
    </>
  );
}
