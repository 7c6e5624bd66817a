import { MyRequestsPage } from '../my-requests-page';
import { leaveLoader } from '@/features/leave';

/** Leave's texts load with the page (no flash of English). */
export const loader = leaveLoader;

/** /dashboard/student/requests — ask for leave or a correction; see the answers. */
export function Component() {
  return (
    <MyRequestsPage
      back={{ to: '/dashboard/student', label: 'Student dashboard' }}
      approver="Your class teacher"
    />
  );
}
