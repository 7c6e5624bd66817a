import { isLocale, type Locale } from '@ias/shared';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { currentLocale } from '@/features/i18n';
import en from '../locales/en.json';

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(en as unknown as Messages),
  hi: () => import('../locales/hi.json').then((module) => module.default as unknown as Messages),
};
const speakers = new Map<Locale, Promise<I18n>>();

/**
 * The kiosk's words in the language of the person it greets (issue 14: a kiosk has its own
 * language and greets each person in theirs). A Lingui instance of its own per language, so the
 * kiosk's screen stays in the kiosk's language; null when the person's language is the kiosk's
 * (or unknown), and the kiosk's own t() answers.
 */
export async function speakerFor(locale: string | null | undefined): Promise<I18n | null> {
  if (!isLocale(locale) || locale === currentLocale()) return null;
  let speaker = speakers.get(locale);
  if (!speaker) {
    speaker = loaders[locale]().then((messages) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    );
    speakers.set(locale, speaker);
    speaker.catch(() => speakers.delete(locale));
  }
  return speaker.catch(() => null);
}
