import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the profile catalogue. Its cards also sit outside /profile (the kiosk PIN card, the
 * language card), whose loaders do not all wait for it: it loads here too, and Lingui re-renders
 * when it arrives.
 */
export function useProfileT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
