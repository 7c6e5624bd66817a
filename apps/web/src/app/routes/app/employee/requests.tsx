import { MyRequestsPage } from '../my-requests-page';

/** /dashboard/employee/requests — ask for leave or a correction; see the answers. */
export function Component() {
  return (
    <MyRequestsPage
      back={{ to: '/dashboard/employee', label: 'Employee dashboard' }}
      approver="Your in-charge"
    />
  );
}
