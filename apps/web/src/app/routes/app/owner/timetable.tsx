import { OwnerPage } from '@/features/orgs/components/owner-page';
import { TimetableScreen } from '@/features/structure/components/timetable-screen';

/** /dashboard/<owner>/timetable: the weekly timetable, class by class. */
export function Component() {
  return (
    <>
      <OwnerPage
        title="Timetable"
        description="Which subject each class has in each period, with its teacher and room. Teachers see their own periods on their dashboard."
      >
        {({ organization, basePath }) => (
          <TimetableScreen organization={organization} basePath={basePath} />
        )}
      </OwnerPage>
    </>
  );
}
