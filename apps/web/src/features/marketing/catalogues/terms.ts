import { defineCatalogue } from '@/features/i18n';
import en from '../locales/terms/en.json';

/** /terms: the terms of service. */
export const termsCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/terms/hi.json'),
});

export type TermsMessageId = keyof typeof en;
