import { DashboardRedirect } from '@/features/dashboard/components/dashboard-redirect';

/** /dashboard: redirects by user type. */
export const Component = DashboardRedirect;
