import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** An id of the people catalogue, for tables of labels kept outside components. */
export type PeopleMessage = Extract<keyof typeof en, string>;

/** The people page's texts (list, dialogs, CSV import, approvals); Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
