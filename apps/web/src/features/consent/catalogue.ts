import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The consent feature's messages: English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show consent: await it in the route's `loader`. */
export async function consentLoader() {
  await catalogue.ready();
  return null;
}
