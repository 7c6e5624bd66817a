import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the integrations catalogue. */
export const useIntegrationsT = () => useCatalogueT(catalogue);
