import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the kiosk catalogue. */
export const useKioskT = () => useCatalogueT(catalogue);
