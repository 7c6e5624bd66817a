import { OwnerPage } from '@/features/orgs/components/owner-page';
import { TimetableScreen } from '@/features/structure/components/timetable-screen';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { structureLoader } from '@/features/structure/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, structureLoader);

/** /dashboard/<owner>/timetable: the weekly timetable, class by class. */
export function Component() {
  const t = useDashboardT();
  return (
    <>
      <OwnerPage
        title={t('dashboard.timetable.title')}
        description={t('dashboard.timetable.description')}
      >
        {({ organization, basePath }) => (
          <TimetableScreen organization={organization} basePath={basePath} />
        )}
      </OwnerPage>
    </>
  );
}
