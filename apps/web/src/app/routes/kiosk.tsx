import { KioskPage } from '@/features/kiosk/components/kiosk-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /kiosk: a device turned into a check-in station (full screen, outside the main layout). */
export function Component() {
  useDocumentTitle('Kiosk');
  return <KioskPage />;
}
