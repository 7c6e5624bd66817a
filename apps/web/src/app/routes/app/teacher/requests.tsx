import { ReviewRequestsPage } from '../review-requests-page';

/** /dashboard/teacher/requests — approve or reject students' leave and corrections. */
export function Component() {
  return (
    <ReviewRequestsPage
      description="Leave and correction requests from your students."
      back={{ to: '/dashboard/teacher', label: 'Teacher dashboard' }}
    />
  );
}
