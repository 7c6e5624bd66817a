import { defineCatalogue, useCatalogueT } from '@/features/i18n';
import en from './locales/en.json';

/**
 * The first page's texts: the sections of `/`, and the closing banner and check-in methods other
 * public pages share. English ships with `/`; Hindi downloads when in use. Kept apart from the
 * marketing catalogue (every other public page's texts, fetched with those pages) so that `/`
 * does not carry the English of pricing, docs and the legal pages.
 */
export const landingCatalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For `/`'s route module: `export const loader = landingLoader`. */
export async function landingLoader() {
  await landingCatalogue.ready();
  return null;
}

export type LandingMessageId = keyof typeof en;

/** t() of the first page's catalogue. */
export const useLandingT = () => useCatalogueT(landingCatalogue);
