import { useEffect } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/**
 * t() of the attendance catalogue. Route loaders await the catalogue (attendanceLoader); cards
 * shown inside other features' pages load it here, and Lingui re-renders when it arrives.
 */
export function useAttendanceT() {
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  return useCatalogueT(catalogue);
}
