import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The review queue's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show the queue: `export const loader = locationTrustLoader`. */
export async function locationTrustLoader() {
  await catalogue.ready();
  return null;
}
