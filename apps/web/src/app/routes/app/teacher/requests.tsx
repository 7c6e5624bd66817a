import { ReviewRequestsPage } from '../review-requests-page';
import { reviewRequestsLoader } from '@/features/attendance/components/review-requests-panel';

/** Leave's, attendance's and the table's texts load with the page (no flash of English). */
export const loader = reviewRequestsLoader;

/** /dashboard/teacher/requests — approve or reject students' leave and corrections. */
export function Component() {
  return (
    <ReviewRequestsPage
      description="Leave and correction requests from your students."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    />
  );
}
