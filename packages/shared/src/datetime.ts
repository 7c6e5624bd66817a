// Dates, times and durations for people, one way for the web and the server (issue 13). Days
// are ISO strings ('2026-11-23') as the database keeps them; instants are ISO timestamps. Wall
// clocks are read in the organisation's zone, never the reader's own, and every text is made in
// the locale the caller passes ('en' or 'hi', shown with Indian conventions: 'en-IN', 'hi-IN').
import { DateTime, Info } from 'luxon';

/** 'en' → 'en-IN'; a full tag ('en-GB') is kept. */
export const localeTag = (locale: string): string =>
  locale.includes('-') ? locale : `${locale}-IN`;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const instant = (iso: string | Date, timeZone: string) =>
  (typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso)).setZone(timeZone);

/** The day it is now in `timeZone`, e.g. '2026-11-23'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return instant(now, timeZone).toISODate()!;
}

/** The wall clock in `timeZone` at an instant, without an offset: '2026-11-23T09:02:05'. */
export const wallClockIn = (timeZone: string, at: Date = new Date()): string =>
  instant(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm:ss");

/** The day an instant falls on in `timeZone`. */
export function dayOf(iso: string, timeZone: string): string {
  return instant(iso, timeZone).toISODate()!;
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday (as the timetable stores it). */
export const isoWeekday = (date: string): number => day(date).weekday;

export const addDays = (date: string, days: number): string =>
  day(date).plus({ days }).toISODate()!;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(day(to).diff(day(from), 'days').days);

/** '2026-11' → first and last day of that month. */
export function monthBounds(month: string): { from: string; to: string } {
  const first = day(`${month}-01`);
  return { from: first.toISODate()!, to: first.endOf('month').toISODate()! };
}

export const addMonths = (month: string, months: number): string =>
  day(`${month}-01`).plus({ months }).toFormat('yyyy-MM');

export const isIsoDate = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && day(value).isValid);

export const isIsoMonth = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));

/** The zone the reader's device is set to (the server's own zone on the server). */
export const deviceZone = (): string => Info.normalizeZone('system').name;

/** 'Mon, 23 Nov' (or with the year, or long). Day strings have no zone: shown as they are. */
export function formatDay(
  date: string,
  locale: string,
  options: { withYear?: boolean; long?: boolean; weekday?: boolean } = {},
): string {
  return day(date)
    .setLocale(localeTag(locale))
    .toLocaleString({
      ...(options.weekday === false ? {} : { weekday: options.long ? 'long' : 'short' }),
      day: 'numeric',
      month: options.long ? 'long' : 'short',
      ...(options.withYear ? { year: 'numeric' } : {}),
    });
}

/** A calendar month ('2026-10') as 'October 2026'. */
export function formatCalendarMonth(month: string, locale: string): string {
  return day(`${month}-01`)
    .setLocale(localeTag(locale))
    .toLocaleString({ month: 'long', year: 'numeric' });
}

type ZoneOptions = {
  /**
   * The reader's own zone: when it is not the organisation's, the zone is written after the
   * time ('9:02 am IST') so nobody reads it as their own clock.
   */
  readerZone?: string;
  /** Write the zone whoever reads it (a public page such as /status, read from anywhere). */
  alwaysZone?: boolean;
};

const zoneName = (timeZone: string, options: ZoneOptions) =>
  options.alwaysZone ||
  (options.readerZone && Info.normalizeZone(options.readerZone)?.name !== timeZone)
    ? ({ timeZoneName: 'short' } as const)
    : {};

/** '9:02 am' in the organisation's zone ('9:02:05 am' with `seconds`); '—' when there is none. */
export function formatTimeIn(
  iso: string | null | undefined,
  timeZone: string,
  locale: string,
  options: ZoneOptions & { seconds?: boolean } = {},
): string {
  if (!iso) return '—';
  return instant(iso, timeZone)
    .setLocale(localeTag(locale))
    .toLocaleString({
      hour: 'numeric',
      minute: '2-digit',
      ...(options.seconds ? { second: '2-digit' } : {}),
      ...zoneName(timeZone, options),
    });
}

/** '22 Nov 2026, 9:02 am' in the organisation's zone; '—' when there is none. */
export function formatDateTimeIn(
  iso: string | null | undefined,
  timeZone: string,
  locale: string,
  options: ZoneOptions & { weekday?: boolean } = {},
): string {
  if (!iso) return '—';
  return instant(iso, timeZone)
    .setLocale(localeTag(locale))
    .toLocaleString({
      ...(options.weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...zoneName(timeZone, options),
    });
}

/** A timetable time '08:40:00' as '8:40 am' (a wall clock already in the organisation's zone). */
export function formatWallClock(time: string, locale: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const tag = localeTag(locale);
  if (tag.startsWith('en'))
    return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? 'am' : 'pm'}`;
  return DateTime.fromObject({ hour: h, minute: m }, { zone: 'UTC' })
    .setLocale(tag)
    .toLocaleString({ hour: 'numeric', minute: '2-digit' });
}

/** 'HH:mm' of an instant in `timeZone`, for a time field. */
export function toTimeInput(iso: string | null | undefined, timeZone: string): string {
  return iso ? instant(iso, timeZone).toFormat('HH:mm') : '';
}

/**
 * The instant of a wall-clock time on a day in `timeZone`, as ISO with that zone's offset
 * ('2026-11-23T09:30:00+05:30'). Daylight-saving gaps move forward, as luxon does.
 */
export function zonedTimeToIso(date: string, time: string, timeZone: string): string {
  const at = DateTime.fromISO(`${date}T${time.slice(0, 5)}`, { zone: timeZone });
  return at.toISO({ suppressMilliseconds: true, includeOffset: true })!;
}

/** Minutes between two instants (never negative), or null when either is missing. */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(
    0,
    Math.round(DateTime.fromISO(to).diff(DateTime.fromISO(from), 'minutes').minutes),
  );
}

/**
 * A duration in whole minutes, one way everywhere: 425 → '7 h 05 m', 59 → '59 m'. The words
 * come from the caller's catalogue (`hoursMinutes` gets h and a two-digit m; `minutes` gets m),
 * so Hindi reads '7 घं 05 मि'. '—' when there is none.
 */
export function formatDuration(
  minutes: number | null | undefined,
  words: {
    hoursMinutes: (parts: { h: number; m: string }) => string;
    minutes: (parts: { m: number }) => string;
  },
): string {
  if (minutes === null || minutes === undefined) return '—';
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  return h ? words.hoursMinutes({ h, m: pad(whole % 60) }) : words.minutes({ m: whole % 60 });
}
