import { catalogue as chartsCatalogue } from '@/features/charts/catalogue';
import { catalogue as exportsCatalogue } from '@/features/exports/catalogue';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** An id of the reports catalogue, for tables of labels kept outside components. */
export type ReportsMessage = Extract<keyof typeof en, string>;

/** The attendance report's texts (filters, table, downloads); Hindi is fetched when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For the report pages' loaders: the report's, chart's and exports' texts before it renders. */
export async function reportsLoader() {
  await Promise.all([catalogue.ready(), chartsCatalogue.ready(), exportsCatalogue.ready()]);
  return null;
}
