import { defineCatalogue } from '@/features/i18n';
import { landingCatalogue } from '@/features/landing';
import en from './locales/en.json';

/** The public pages' texts: English ships with the pages' code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/**
 * For the public route modules: `export const loader = marketingLoader`. Waits for the first
 * page's catalogue too, whose closing banner and check-in methods these pages show.
 */
export async function marketingLoader() {
  await Promise.all([catalogue.ready(), landingCatalogue.ready()]);
  return null;
}

export type MarketingMessageId = keyof typeof en;
