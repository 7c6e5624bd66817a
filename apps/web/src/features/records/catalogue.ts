import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';
import { dataTableLoader } from '@/features/data-table';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The owner's records list's texts; Hindi is fetched when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For the page's loader: its texts, the statuses' and the table's, before it renders. */
export async function recordsLoader() {
  await Promise.all([catalogue.ready(), attendanceCatalogue.ready(), dataTableLoader()]);
  return null;
}
