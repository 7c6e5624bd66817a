import { i18n } from '@lingui/core';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Leave's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type LeaveMessage = Extract<keyof typeof en, string>;

/** The text of `id` in the language in use, for helpers outside components (request summaries). */
export const translateLeave = (id: LeaveMessage, values?: Record<string, string | number>) =>
  i18n._(id, values);

/** For route modules that show leave components: `export const loader = leaveLoader`. */
export async function leaveLoader() {
  await catalogue.ready();
  return null;
}
