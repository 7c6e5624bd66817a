import { i18n } from '@lingui/core';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/**
 * The signed-in pages' own texts (headings, descriptions, back links) and the dashboard chooser:
 * English ships with the feature, Hindi downloads when in use.
 */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

/** For route modules: await it in the route's `loader` so a heading never flashes English. */
export async function dashboardLoader() {
  await catalogue.ready();
  return null;
}

/** The text of `id` in the language in use, for code outside components (a schema's message). */
export const translate = (id: keyof typeof en, values?: Record<string, string | number>) =>
  i18n._(id, values);
