import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the profile catalogue. */
export const useProfileT = () => useCatalogueT(catalogue);
