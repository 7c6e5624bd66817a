import { defineCatalogue } from '@/features/i18n';
import en from '../locales/demo/en.json';

/** /demo: the role tour and its mock screens. */
export const demoCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/demo/hi.json'),
});

export type DemoMessageId = keyof typeof en;
