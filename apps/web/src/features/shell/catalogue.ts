import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The app shell's messages (navigation, menus, sidebar): English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
