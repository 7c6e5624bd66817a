import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the orgs catalogue. Its cards sit on many pages (owner dashboards, settings, contacts),
 * not all of whose loaders wait for it: it loads here too, and Lingui re-renders when it arrives.
 */
export function useOrgsT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
