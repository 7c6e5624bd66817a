import { OrganizationsTable } from '@/features/admin/components/organizations-table';
import { RolePage } from '@/features/attendance/components/role-page';

/** /dashboard/admin/organizations — every organisation, searchable, 25 a page. */
export function Component() {
  return (
    <RolePage
      title="Organisations"
      description="Every institute and company on this installation."
      back={{ to: '/dashboard/admin', label: 'Admin dashboard' }}
    >
      <OrganizationsTable />
    </RolePage>
  );
}
