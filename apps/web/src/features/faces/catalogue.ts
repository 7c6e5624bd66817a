import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The face screens' messages (the head movements of a verified check-in so far). */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
