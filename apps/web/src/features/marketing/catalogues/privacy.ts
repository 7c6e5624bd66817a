import { defineCatalogue } from '@/features/i18n';
import en from '../locales/privacy/en.json';

/** /privacy: the privacy policy. */
export const privacyCatalogue = defineCatalogue(en, {
  hi: () => import('../locales/privacy/hi.json'),
});

export type PrivacyMessageId = keyof typeof en;
