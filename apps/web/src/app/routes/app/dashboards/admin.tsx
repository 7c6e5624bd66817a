import { AdminHome } from '@/features/admin/components/admin-home';
import { RolePage } from '@/features/attendance/components/role-page';

/** /dashboard/admin — system status, counts, and the organisation, user and audit lists. */
export function Component() {
  return (
    <RolePage
      title="Admin dashboard"
      description="All organisations and users of this installation."
    >
      <AdminHome />
    </RolePage>
  );
}
