import { i18n } from '@lingui/core';
import { defineCatalogue } from '@/features/i18n';
import en from './locales/en.json';

/** Self check-in's texts: English ships with the feature's code, Hindi downloads when in use. */
export const catalogue = defineCatalogue(en, { hi: () => import('./locales/hi.json') });

export type CheckinMessageId = keyof typeof en;

/** The text of `id` in the language in use, for code outside components (hooks' messages). */
export const translate = (id: CheckinMessageId, values?: Record<string, string | number>) =>
  i18n._(id, values);
