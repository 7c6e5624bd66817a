import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The payroll card's messages: English ships with the feature, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For the route module that shows the card: await it in the route's `loader`. */
export async function payrollLoader() {
  await catalogue.ready();
  return null;
}
