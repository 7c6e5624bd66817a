import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the dashboard catalogue. Route loaders await it (dashboardLoader); a page reached
 * without one loads it here, and Lingui re-renders when it arrives.
 */
export function useDashboardT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
