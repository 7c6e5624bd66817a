import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the biometric devices catalogue. */
export const useBiometricT = () => useCatalogueT(catalogue);
