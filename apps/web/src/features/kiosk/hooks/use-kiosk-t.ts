import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the kiosk catalogue. The kiosk's pages and the dashboards' kiosk cards do not all wait
 * for it in their loaders: it loads here too, and Lingui re-renders when it arrives.
 */
export function useKioskT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
