import { MyRequestsPage } from '../my-requests-page';

/** /dashboard/student/requests — ask for leave or a correction; see the answers. */
export function Component() {
  return (
    <MyRequestsPage
      back={{ to: '/dashboard/student', label: 'Student dashboard' }}
      approver="Your class teacher"
    />
  );
}
