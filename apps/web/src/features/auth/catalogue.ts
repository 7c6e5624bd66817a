import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** An id of the auth catalogue, for tables of labels kept outside components. */
export type AuthMessage = Extract<keyof typeof en, string>;

/** The auth feature's own messages (sign-in by one-time code, the sign-up steps): English ships with its chunk. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
