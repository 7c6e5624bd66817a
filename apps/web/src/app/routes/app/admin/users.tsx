import { UsersTable } from '@/features/admin/components/users-table';
import { RolePage } from '@/features/attendance/components/role-page';

/** /dashboard/admin/users — every account: type changes (Admin included), disable/enable. */
export function Component() {
  return (
    <RolePage
      title="Users"
      description="Change an account’s type or disable it. Every change is written to the audit log."
      back={{ to: '/dashboard/admin', label: 'Admin dashboard' }}
    >
      <UsersTable />
    </RolePage>
  );
}
