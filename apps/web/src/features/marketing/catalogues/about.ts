import { defineCatalogue } from '@/features/i18n';
import en from '../locales/about/en.json';

/** /about: the company, its principles and the product updates. */
export const aboutCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/about/hi.json'),
});

export type AboutMessageId = keyof typeof en;
