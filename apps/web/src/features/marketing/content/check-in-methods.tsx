import { CreditCard, ListChecks, MapPin, ScanFace, WifiOff } from 'lucide-react';
import type { FeatureItem } from '../components/feature-grid';
import { useMarketingT } from '../hooks/use-marketing-t';

/** The ways a person's attendance gets recorded (DESIGN.md §5), in the words of the product. */
const CHECK_IN_METHODS = [
  { icon: ScanFace, title: 'marketing.method.face.title', body: 'marketing.method.face.body' },
  { icon: CreditCard, title: 'marketing.method.card.title', body: 'marketing.method.card.body' },
  {
    icon: ListChecks,
    title: 'marketing.method.rollCall.title',
    body: 'marketing.method.rollCall.body',
  },
  { icon: MapPin, title: 'marketing.method.self.title', body: 'marketing.method.self.body' },
  {
    icon: WifiOff,
    title: 'marketing.method.offline.title',
    body: 'marketing.method.offline.body',
  },
] as const;

/** The check-in methods as feature cards, in the reader's language. */
export function useCheckInMethods(): FeatureItem[] {
  const t = useMarketingT();
  return CHECK_IN_METHODS.map(({ icon, title, body }) => ({
    icon,
    title: t(title),
    body: t(body),
  }));
}
