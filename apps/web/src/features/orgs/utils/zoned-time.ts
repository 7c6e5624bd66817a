/**
 * Dates and times where the organisation is, not where the browser or server is: an owner in
 * Dubai looking at a Pune school sees Pune's "today" and Pune's clock. The dates and times come
 * from the shared formatter (packages/shared datetime.ts) in the reader's language.
 */

import {
  deviceZone,
  formatDateTimeIn,
  formatDay,
  formatTimeIn,
  localeTag,
  todayIn,
} from '@ias/shared';
import { currentLocale } from '@/features/i18n';

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export const todayInZone = (timeZone: string, instant: Date = new Date()): string =>
  todayIn(timeZone, instant);

/** "2:05 pm" — a moment as the clock on the organisation's wall shows it. */
export const formatTimeInZone = (instant: Date | string, timeZone: string): string =>
  formatTimeIn(new Date(instant).toISOString(), timeZone, currentLocale());

/** "Mon, 26 Jan 2026, 2:05 pm" in the organisation's zone. */
export const formatDateTimeInZone = (instant: Date | string, timeZone: string): string =>
  formatDateTimeIn(new Date(instant).toISOString(), timeZone, currentLocale(), { weekday: true });

/** "Monday, 26 January 2026" for a calendar date (no time zone shift: it is already local). */
export const formatCalendarDate = (date: string, style: 'long' | 'short' = 'long'): string =>
  formatDay(date, currentLocale(), style === 'long' ? { long: true, withYear: true } : {});

/** "UTC+05:30" for a zone at an instant (zones with daylight saving change through the year). */
export function zoneOffsetLabel(timeZone: string, instant: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  if (!name || name === 'GMT') return 'UTC+00:00';
  return name.replace('GMT', 'UTC');
}

/** The IANA zones this browser knows, Asia/Kolkata first (the product is for India). */
export function listTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = zones.filter((z) => z !== 'Asia/Kolkata' && z !== 'UTC');
  return ['Asia/Kolkata', ...rest, 'UTC'];
}

/**
 * "15 minutes ago", "3 hours ago", "yesterday" for a past instant, in the reader's language
 * (Intl.RelativeTimeFormat: Hindi reads "15 मिनट पहले"); null when it never happened.
 */
export function describeAgo(
  instant: string | null,
  now: Date = new Date(),
  locale: string = currentLocale(),
): string | null {
  if (!instant) return null;
  const relative = new Intl.RelativeTimeFormat(localeTag(locale), { numeric: 'auto' });
  const seconds = Math.round((now.getTime() - new Date(instant).getTime()) / 1000);
  if (seconds < 60) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

/** The reader's own zone: the browser's (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const browserZone = (): string => deviceZone();

/** "IST" for Asia/Kolkata (or "GMT+4" where a zone has no short name), at an instant. */
export function zoneAbbreviation(
  timeZone: string,
  locale: string = currentLocale(),
  instant: Date = new Date(),
): string {
  return (
    new Intl.DateTimeFormat(localeTag(locale), { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** Whether the reader's clock is not the organisation's, so times need their zone beside them. */
export function readerZoneDiffers(timeZone: string, readerZone: string = browserZone()): boolean {
  const same = (a: string, b: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: a }).resolvedOptions().timeZone ===
    new Intl.DateTimeFormat('en-US', { timeZone: b }).resolvedOptions().timeZone;
  try {
    return !same(timeZone, readerZone);
  } catch {
    return true;
  }
}
