import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The tasks feature's messages: English ships with its chunk, Hindi is fetched when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
