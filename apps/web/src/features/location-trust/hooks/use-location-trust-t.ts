import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the location trust catalogue. */
export const useLocationTrustT = () => useCatalogueT(catalogue);
