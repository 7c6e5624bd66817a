import { StaffKioskPage } from '@/features/kiosk/components/staff-kiosk-page';
import { dashboardLoader } from '@/features/dashboard/catalogue';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The title's text in the reader's language. */
export const loader = dashboardLoader;

/** Start a kiosk for the groups this person is responsible for. */
export function Component() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.kiosk.title'));
  return <StaffKioskPage />;
}
