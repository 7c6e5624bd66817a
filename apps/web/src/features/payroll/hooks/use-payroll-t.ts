import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the payroll catalogue. */
export const usePayrollT = () => useCatalogueT(catalogue);
