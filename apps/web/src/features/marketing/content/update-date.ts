import { INTL_LOCALES, type Locale } from '@ias/shared';

/**
 * '20 November 2026' / '20 नवंबर 2026'. Apart from the updates' list so that the legal pages'
 * "last updated" date does not bring /about's messages with it.
 */
export function formatUpdateDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${iso}T12:00:00+05:30`));
}
