import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/**
 * The profile's own messages (the kiosk PIN and sign-in methods cards): English with its chunk,
 * Hindi on demand.
 */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
