import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The Admin dashboard's texts (status, users, organisations, audit log): English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show Admin components: `pageLoader({}, adminLoader)`. */
export async function adminLoader() {
  await catalogue.ready();
  return null;
}

export type AdminMessage = Extract<keyof typeof en, string>;
