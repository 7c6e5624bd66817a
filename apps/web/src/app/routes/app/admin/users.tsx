import { UsersTable } from '@/features/admin/components/users-table';
import { RolePage } from '@/features/attendance/components/role-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { adminLoader } from '@/features/admin/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, adminLoader);

/** /dashboard/admin/users — every account: type changes (Admin included), disable/enable. */
export function Component() {
  const t = useDashboardT();
  return (
    <RolePage
      title={t('dashboard.users.title')}
      description={t('dashboard.users.description')}
      back={{ to: '/dashboard/admin', label: t('dashboard.back.admin') }}
    >
      <UsersTable />
    </RolePage>
  );
}
