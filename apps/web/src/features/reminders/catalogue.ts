import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The reminders' texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show the reminders card: await it in the route's `loader`. */
export async function remindersLoader() {
  await catalogue.ready();
  return null;
}
