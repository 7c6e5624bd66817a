import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The command palette's texts: English ships with its chunk, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
