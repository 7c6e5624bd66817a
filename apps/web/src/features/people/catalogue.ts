import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** The people list's texts written with a catalogue (its table and bulk actions); Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
