import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** t() of the public pages' catalogue (their route loaders wait for it). */
export const useMarketingT = () => useCatalogueT(catalogue);
