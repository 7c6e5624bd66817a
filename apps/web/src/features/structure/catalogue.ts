import { i18n } from '@lingui/core';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Classes, departments, shifts and the timetable: English ships with its chunk, Hindi on demand. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type StructureMessage = Extract<keyof typeof en, string>;

/** The text of `id` in the language in use, for helpers outside components (shift times, clashes). */
export const translateStructure = (
  id: StructureMessage,
  values?: Record<string, string | number>,
) => i18n._(id, values);

/** For route modules that show structure components: `pageLoader({}, structureLoader)`. */
export async function structureLoader() {
  await catalogue.ready();
  return null;
}
