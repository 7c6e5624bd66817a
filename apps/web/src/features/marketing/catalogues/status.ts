import { defineCatalogue } from '@/features/i18n';
import en from '../locales/status/en.json';

/** /status: its heading. */
export const statusCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/status/hi.json'),
});

export type StatusMessageId = keyof typeof en;
