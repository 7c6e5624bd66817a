import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Leave's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show leave components: `export const loader = leaveLoader`. */
export async function leaveLoader() {
  await catalogue.ready();
  return null;
}
