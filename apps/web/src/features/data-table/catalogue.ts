import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The data table's texts (pager, selection, columns, states); Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules that show a data table: awaits its texts so the page never flashes English. */
export async function dataTableLoader() {
  await catalogue.ready();
  return null;
}
