import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the consent catalogue. Pages whose loader does not await it (the face cards sit inside
 * other features' pages) load it here; Lingui re-renders when it arrives.
 */
export function useConsentT() {
  useEffect(() => {
    void catalogue.ready();
  }, []);
  return useCatalogueT(catalogue);
}
