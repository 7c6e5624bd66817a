import { defineCatalogue } from '@/features/i18n';
import en from '../locales/support/en.json';

/** /support: its heading. */
export const supportCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/support/hi.json'),
});

export type SupportMessageId = keyof typeof en;
