import { ReviewRequestsPage } from '../review-requests-page';
import { leaveLoader } from '@/features/leave';

/** Leave's texts load with the page (no flash of English). */
export const loader = leaveLoader;

/** /dashboard/incharge/requests — approve or reject leave and corrections of their groups. */
export function Component() {
  return (
    <ReviewRequestsPage
      description="Leave and correction requests from the people in your groups."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    />
  );
}
