import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';

/** /dashboard/student — the Student dashboard (placeholder until its real content lands). */
export function Component() {
  return <RoleDashboard userType="Student" />;
}
