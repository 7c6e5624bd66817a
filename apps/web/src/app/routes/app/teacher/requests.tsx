import { ReviewRequestsPage } from '../review-requests-page';
import { leaveLoader } from '@/features/leave';

/** Leave's texts load with the page (no flash of English). */
export const loader = leaveLoader;

/** /dashboard/teacher/requests — approve or reject students' leave and corrections. */
export function Component() {
  return (
    <ReviewRequestsPage
      description="Leave and correction requests from your students."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    />
  );
}
