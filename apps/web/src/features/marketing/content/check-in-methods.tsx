import { CreditCard, ListChecks, MapPin, ScanFace, WifiOff } from 'lucide-react';
import type { FeatureItem } from '../components/feature-grid';

/** The ways a person's attendance gets recorded (DESIGN.md §5), in the words of the product. */
export const CHECK_IN_METHODS: readonly FeatureItem[] = [
  {
    icon: ScanFace,
    title: 'Face at a kiosk',
    body: (
      <>
        A tablet or laptop at the gate or classroom door recognises enrolled faces within a few
        seconds. Only a clear, good-quality face is used, and a liveness check (a blink or a head
        turn) helps stop someone holding up a photo.
      </>
    ),
  },
  {
    icon: CreditCard,
    title: 'ID card: QR, barcode or RFID',
    body: (
      <>
        Show the QR or barcode on an ID card to the kiosk camera, or tap a card on the USB/RFID
        reader you may already own: it types the card number, we do the rest. Printable ID cards
        with a QR code are included.
      </>
    ),
  },
  {
    icon: ListChecks,
    title: 'Roll-call by a teacher or in-charge',
    body: (
      <>
        Open today&apos;s class or shift, mark everyone present in one tap and change the few who
        are not. Every change after the fact needs a reason and is kept in the audit log.
      </>
    ),
  },
  {
    icon: MapPin,
    title: 'Self check-in on your own phone',
    body: (
      <>
        Employees and, where the institute allows it, students check in with their face on their own
        phone, inside the geofence of an allowed site. Organisations choose which methods each group
        may use.
      </>
    ),
  },
  {
    icon: WifiOff,
    title: 'Offline kiosk',
    body: (
      <>
        When the network drops, the kiosk keeps working. Check-ins wait in a queue on the device,
        shown on screen, and sync when the connection is back, without creating duplicates.
      </>
    ),
  },
];
