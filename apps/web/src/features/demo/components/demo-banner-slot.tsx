import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isDemoUser } from '../utils/is-demo-user';

// The banner's code and its texts in the reader's language arrive together.
const DemoBanner = lazy(async () => {
  const [{ DemoBanner }, { demoLoader }] = await Promise.all([
    import('./demo-banner'),
    import('../catalogue'),
  ]);
  await demoLoader();
  return { default: DemoBanner };
});

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
