import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The integrations feature's messages: English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
