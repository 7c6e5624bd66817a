import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the faces catalogue. Its cards sit on the profile page and in the people screens, whose
 * loaders do not all wait for it: it loads here too, and Lingui re-renders when it arrives.
 */
export function useFacesT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
