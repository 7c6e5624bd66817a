import { defineCatalogue } from '@/features/i18n';
import en from '../locales/not-found/en.json';

/** The page shown for an unknown address. */
export const notFoundCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/not-found/hi.json'),
});

export type NotFoundMessageId = keyof typeof en;
