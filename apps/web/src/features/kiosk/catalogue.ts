import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The kiosk's messages (the PIN keypad so far): English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
