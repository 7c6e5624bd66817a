import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the check-in catalogue. The card sits inside the dashboards, whose loaders may not wait
 * for it: it loads here, and Lingui re-renders when it arrives.
 */
export function useCheckinT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
