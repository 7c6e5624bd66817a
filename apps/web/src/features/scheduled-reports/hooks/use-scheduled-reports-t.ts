import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the scheduled reports catalogue. */
export const useScheduledReportsT = () => useCatalogueT(catalogue);
