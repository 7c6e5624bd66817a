import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/company — the Company dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Company" />;
}
