import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/incharge — the Incharge dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Incharge" />;
}
