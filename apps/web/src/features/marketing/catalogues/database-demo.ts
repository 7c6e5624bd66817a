import { defineCatalogue } from '@/features/i18n';
import en from '../locales/database-demo/en.json';

/** /database-demo: its heading. */
export const databaseDemoCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/database-demo/hi.json'),
});

export type DatabaseDemoMessageId = keyof typeof en;
