import { defineCatalogue } from '@/features/i18n';
import en from '../locales/cookies/en.json';

/** /cookies: the cookie policy. */
export const cookiesCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/cookies/hi.json'),
});

export type CookiesMessageId = keyof typeof en;
