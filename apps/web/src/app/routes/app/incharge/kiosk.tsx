import { StaffKioskPage } from '@/features/kiosk/components/staff-kiosk-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Start a kiosk for the groups this person is responsible for. */
export function Component() {
  useDocumentTitle('Kiosk');
  return <StaffKioskPage />;
}
