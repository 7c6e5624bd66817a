import { ReviewRequestsPage } from '../review-requests-page';
import { reviewRequestsLoader } from '@/features/attendance/components/review-requests-panel';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue } from '@/features/leave';

/** Leave's, attendance's and the table's texts load with the page (no flash of English). */
export const loader = reviewRequestsLoader;

/** /dashboard/teacher/requests — approve or reject students' leave and corrections. */
export function Component() {
  const t = useCatalogueT(leaveCatalogue);
  return (
    <ReviewRequestsPage
      description={t('leave.requests.teacherDescription')}
      back={{ to: '/dashboard/teacher', label: t('leave.requests.backTeacher') }}
    />
  );
}
