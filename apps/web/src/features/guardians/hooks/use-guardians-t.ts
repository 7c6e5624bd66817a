import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the guardians catalogue. */
export const useGuardiansT = () => useCatalogueT(catalogue);
