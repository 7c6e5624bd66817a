import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/employee — the Employee dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Employee" />;
}
