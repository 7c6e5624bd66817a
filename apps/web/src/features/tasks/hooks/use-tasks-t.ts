import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the tasks catalogue. */
export const useTasksT = () => useCatalogueT(catalogue);
