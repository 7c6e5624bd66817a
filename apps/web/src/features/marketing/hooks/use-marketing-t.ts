import { type FeatureCatalogue, useCatalogueT } from '@/features/i18n';

type IdsOf<Part> = Part extends FeatureCatalogue<infer Id> ? Id : never;

/**
 * t() of the public pages' catalogue parts a component names (see ../catalogue.ts), typed by
 * their ids: `useMarketingT(pricingCatalogue, documentCatalogue)`. Passing a part imports it, so
 * its English travels with the component's chunk; the route loaders wait for its language.
 */
export function useMarketingT<Parts extends FeatureCatalogue<string>[]>(...parts: Parts) {
  return useCatalogueT<IdsOf<Parts[number]>>(parts[0] as FeatureCatalogue<IdsOf<Parts[number]>>);
}
