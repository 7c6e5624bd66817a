import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The contacts page's texts (directory, personal contacts): Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type ContactsMessage = Extract<keyof typeof en, string>;
