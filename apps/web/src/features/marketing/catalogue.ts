import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The public pages' texts: English ships with the pages' code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For the public route modules: `export const loader = marketingLoader`. */
export async function marketingLoader() {
  await catalogue.ready();
  return null;
}

export type MarketingMessageId = keyof typeof en;
