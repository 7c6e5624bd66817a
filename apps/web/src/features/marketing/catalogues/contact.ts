import { defineCatalogue } from '@/features/i18n';
import en from '../locales/contact/en.json';

/** /contact: its heading. */
export const contactCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/contact/hi.json'),
});

export type ContactMessageId = keyof typeof en;
