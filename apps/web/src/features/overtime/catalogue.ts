import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Overtime's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show overtime components: `export const loader = overtimeLoader`. */
export async function overtimeLoader() {
  await catalogue.ready();
  return null;
}
