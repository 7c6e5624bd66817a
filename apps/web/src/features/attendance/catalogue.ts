import { i18n } from '@lingui/core';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Attendance's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type AttendanceMessageId = keyof typeof en;

/** For route modules that show attendance components: await it in the route's `loader`. */
export async function attendanceLoader() {
  await catalogue.ready();
  return null;
}

/** The text of `id` in the language in use, for helpers outside components (labels, formats). */
export const translate = (id: AttendanceMessageId, values?: Record<string, string | number>) =>
  i18n._(id, values);

/**
 * A label table whose values are looked up in the language in use each time they are read, so
 * `STATUS_LABEL.present` stays a plain string for every caller and still follows the language.
 */
export function translatedLabels<K extends string>(
  ids: Record<K, AttendanceMessageId>,
): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const [key, id] of Object.entries(ids) as [K, AttendanceMessageId][])
    Object.defineProperty(labels, key, { get: () => translate(id), enumerable: true });
  return labels;
}
