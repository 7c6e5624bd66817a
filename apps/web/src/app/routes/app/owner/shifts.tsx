import { OwnerPage } from '@/features/orgs/components/owner-page';
import { overtimeLoader } from '@/features/overtime';
import { ShiftsScreen } from '@/features/structure/components/shifts-screen';

/** The shift cards' Overtime dialog uses overtime's texts: loaded with the page. */
export const loader = overtimeLoader;

/** /dashboard/<owner>/shifts: work shifts (overnight included) and who works them. */
export function Component() {
  return (
    <>
      <OwnerPage
        title="Shifts"
        description="When people are expected, with grace minutes and weekly offs. Give a shift to whole departments or to single people."
      >
        {({ organization }) => <ShiftsScreen organization={organization} />}
      </OwnerPage>
    </>
  );
}
