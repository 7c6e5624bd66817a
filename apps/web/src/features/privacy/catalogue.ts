import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The personal-data cards' texts: English ships with the code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show the cards: await it in the route's `loader`. */
export async function privacyLoader() {
  await catalogue.ready();
  return null;
}
