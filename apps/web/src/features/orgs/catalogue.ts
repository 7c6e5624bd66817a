import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The organisation's messages (owner pages, join codes, sites, devices): English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
