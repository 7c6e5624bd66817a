import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

export const useExportsT = () => useCatalogueT(catalogue);
