import { defineCatalogue } from '@/features/i18n';
import en from '../locales/document/en.json';

/** What the document pages (/privacy, /terms, /cookies) and /features share: the legal eyebrow, "last updated", "on this page". */
export const documentCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/document/hi.json'),
});

export type DocumentMessageId = keyof typeof en;
