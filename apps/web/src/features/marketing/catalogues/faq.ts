import { defineCatalogue } from '@/features/i18n';
import en from '../locales/faq/en.json';

/** /faq: the questions and answers. */
export const faqCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/faq/hi.json'),
});

export type FaqMessageId = keyof typeof en;
