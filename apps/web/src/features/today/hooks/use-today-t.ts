import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the today catalogue. */
export const useTodayT = () => useCatalogueT(catalogue);
