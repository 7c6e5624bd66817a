import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The messages page's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
