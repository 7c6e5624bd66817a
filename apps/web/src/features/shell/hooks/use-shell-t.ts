import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the shell catalogue. */
export const useShellT = () => useCatalogueT(catalogue);
