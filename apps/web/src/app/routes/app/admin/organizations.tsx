import { OrganizationsTable } from '@/features/admin/components/organizations-table';
import { RolePage } from '@/features/attendance/components/role-page';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { adminLoader } from '@/features/admin/catalogue';
import { pageLoader } from '../page-loader';

/** The page waits for its texts in the reader's language. */
export const loader = pageLoader({}, adminLoader);

/** /dashboard/admin/organizations — every organisation, searchable, 25 a page. */
export function Component() {
  const t = useDashboardT();
  return (
    <RolePage
      title={t('dashboard.orgs.title')}
      description={t('dashboard.orgs.description')}
      back={{ to: '/dashboard/admin', label: t('dashboard.back.admin') }}
    >
      <OrganizationsTable />
    </RolePage>
  );
}
