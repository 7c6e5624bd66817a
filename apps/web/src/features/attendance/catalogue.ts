import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Attendance messages written with a catalogue (the correction limit, the live board); Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });
