import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the overtime catalogue. */
export const useOvertimeT = () => useCatalogueT(catalogue);
