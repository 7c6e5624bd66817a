import { defineCatalogue } from '@/features/i18n';
import en from '../locales/docs/en.json';

/** /docs: the guides. */
export const docsCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/docs/hi.json'),
});

export type DocsMessageId = keyof typeof en;
