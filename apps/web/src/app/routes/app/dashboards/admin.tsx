import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/admin — the Admin dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Admin" />;
}
