import { KioskPage } from '@/features/kiosk/components/kiosk-page';
import { dashboardLoader } from '@/features/dashboard/catalogue';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The title's text in the reader's language. */
export const loader = dashboardLoader;

/** /kiosk: a device turned into a check-in station (full screen, outside the main layout). */
export function Component() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.kiosk.title'));
  return <KioskPage />;
}
