import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/institute — the Institute dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Institute" />;
}
