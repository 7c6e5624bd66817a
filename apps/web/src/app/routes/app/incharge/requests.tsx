import { ReviewRequestsPage } from '../review-requests-page';
import { reviewRequestsLoader } from '@/features/attendance/components/review-requests-panel';

/** Leave's, attendance's and the table's texts load with the page (no flash of English). */
export const loader = reviewRequestsLoader;

/** /dashboard/incharge/requests — approve or reject leave and corrections of their groups. */
export function Component() {
  return (
    <ReviewRequestsPage
      description="Leave and correction requests from the people in your groups."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    />
  );
}
