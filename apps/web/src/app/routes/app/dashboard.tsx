import { dashboardLoader } from '@/features/dashboard/catalogue';
import { DashboardRedirect } from '@/features/dashboard/components/dashboard-redirect';

/** 'Preparing Your Dashboard' and the type chooser in the reader's language. */
export const loader = dashboardLoader;

/** /dashboard: redirects by user type. */
export const Component = DashboardRedirect;
