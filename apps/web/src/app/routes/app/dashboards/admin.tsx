import { AdminHome } from '@/features/admin/components/admin-home';
import { RolePage } from '@/features/attendance/components/role-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { adminLoader } from '@/features/admin/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, adminLoader);

/** /dashboard/admin — system status, counts, and the organisation, user and audit lists. */
export function Component() {
  const t = useDashboardT();
  return (
    <RolePage title={t('dashboard.admin.title')} description={t('dashboard.admin.description')}>
      <AdminHome />
    </RolePage>
  );
}
