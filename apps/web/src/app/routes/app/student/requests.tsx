import { MyRequestsPage } from '../my-requests-page';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue, leaveLoader } from '@/features/leave';

/** Leave's texts load with the page (no flash of English). */
export const loader = leaveLoader;

/** /dashboard/student/requests — ask for leave or a correction; see the answers. */
export function Component() {
  const t = useCatalogueT(leaveCatalogue);
  return (
    <MyRequestsPage
      back={{ to: '/dashboard/student', label: t('leave.requests.backStudent') }}
      approver={t('leave.requests.approverStudent')}
    />
  );
}
