import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isDemoUser } from '../utils/is-demo-user';

const DemoBanner = lazy(() =>
  import('./demo-banner').then(({ DemoBanner }) => ({ default: DemoBanner })),
);

/**
 * The demo banner's place in the layouts: its code downloads only for a visitor signed into a
 * demo account, so the first page of everyone else does not carry it.
 */
export function DemoBannerSlot() {
  const { user } = useAuth();
  if (!isDemoUser(user)) return null;
  return (
    <Suspense fallback={null}>
      <DemoBanner />
    </Suspense>
  );
}
