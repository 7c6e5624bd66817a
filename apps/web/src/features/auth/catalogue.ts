import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The auth feature's own messages (sign-in by one-time code): English ships with its chunk. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
