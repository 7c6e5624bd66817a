import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/teacher — the Teacher dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Teacher" />;
}
