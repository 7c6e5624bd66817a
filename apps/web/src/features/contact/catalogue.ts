import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The contact and support forms' texts: Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type ContactMessage = Extract<keyof typeof en, string>;

/** For the /contact and /support route modules. */
export async function contactLoader() {
  await catalogue.ready();
  return null;
}
