import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The status and database-demo pages' texts: Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type StatusMessage = Extract<keyof typeof en, string>;

/** For route modules that show the status board or the database demo. */
export async function statusLoader() {
  await catalogue.ready();
  return null;
}
