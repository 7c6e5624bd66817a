import { CreditCard, ListChecks, MapPin, ScanFace, WifiOff } from 'lucide-react';
import type { FeatureItem } from '../components/feature-grid';
import { useLandingT } from '@/features/landing';

/** The ways a person's attendance gets recorded (DESIGN.md §5), in the words of the product. */
const CHECK_IN_METHODS = [
  { icon: ScanFace, title: 'landing.method.face.title', body: 'landing.method.face.body' },
  { icon: CreditCard, title: 'landing.method.card.title', body: 'landing.method.card.body' },
  {
    icon: ListChecks,
    title: 'landing.method.rollCall.title',
    body: 'landing.method.rollCall.body',
  },
  { icon: MapPin, title: 'landing.method.self.title', body: 'landing.method.self.body' },
  {
    icon: WifiOff,
    title: 'landing.method.offline.title',
    body: 'landing.method.offline.body',
  },
] as const;

/** The check-in methods as feature cards, in the reader's language. */
export function useCheckInMethods(): FeatureItem[] {
  const t = useLandingT();
  return CHECK_IN_METHODS.map(({ icon, title, body }) => ({
    icon,
    title: t(title),
    body: t(body),
  }));
}
