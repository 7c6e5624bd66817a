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

// Calendar days ('2026-11-23') are counted with the platform's UTC clock, not luxon: a month's
// calendar adds a day thirty times and names each one, and luxon's parse and zone handling cost
// ~10× as much a step (a dashboard's first render on a phone). Anything that is not a real day
// of years 1000–9999 goes to luxon as before, so odd input behaves as it did.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A day's midnight UTC in milliseconds, or null when the text is not a real day. */
function dayMs(date: string): number | null {
  const parts = ISO_DAY.exec(date);
  if (!parts) return null;
  const [year, month, dayOfMonth] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1000) return null;
  const ms = Date.UTC(year, month - 1, dayOfMonth);
  const back = new Date(ms);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === dayOfMonth ? ms : null;
}

/** Milliseconds since the epoch back to a day, or null outside years 1000–9999. */
function msDay(ms: number): string | null {
  if (!(Math.abs(ms) < 8.64e15)) return null;
  const iso = new Date(ms).toISOString();
  return /^\d{4}-/.test(iso) && iso >= '1000' ? iso.slice(0, 10) : null;
}

/**
 * What luxon writes with an Intl formatter: in UTC (and for day strings, which it reads as UTC)
 * it joins `formatToParts`, whose spaces before 'am' are narrow no-break ones; elsewhere it uses
 * `format`, which has plain spaces there. Kept so that no text changes.
 */
function written(made: Intl.DateTimeFormat, ms: number, timeZone: string): string {
  return /^(utc|gmt)$/i.test(timeZone)
    ? made
        .formatToParts(ms)
        .map((part) => part.value)
        .join('')
    : made.format(ms);
}

/** One Intl formatter per locale and options (made once: building one costs more than using it). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(tag, options)));
  return made;
}

/** The formatter for `timeZone`, or null when the platform does not know that zone. */
function zoned(tag: string, options: Intl.DateTimeFormatOptions, timeZone: string) {
  try {
    return formatter(tag, { ...options, timeZone });
  } catch {
    return null;
  }
}

const instant = (iso: string | Date, timeZone: string) =>
  (typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso)).setZone(timeZone);

// A timestamp with its offset, as the database writes them; other shapes go to luxon.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant in milliseconds (a Date, or an ISO timestamp with its offset) in years 1000–9999. */
function instantMs(iso: string | Date): number | null {
  const ms =
    typeof iso === 'string' ? (ISO_INSTANT.test(iso) ? Date.parse(iso) : NaN) : iso.getTime();
  return ms >= -30_610_137_600_000 && ms < 253_402_214_400_000 ? ms : null;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** 'YYYY-MM-DDTHH:mm:ss' in `timeZone` at an instant, or null when Intl cannot say (luxon can). */
function wallClock(iso: string | Date, timeZone: string): string | null {
  const ms = instantMs(iso);
  const clock = ms === null ? null : zoned('en-US', WALL_CLOCK, timeZone);
  if (ms === null || !clock) return null;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of clock.formatToParts(ms)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** The day it is now in `timeZone`, e.g. '2026-11-23'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayOf(now, timeZone);
}

/** The wall clock in `timeZone` at an instant, without an offset: '2026-11-23T09:02:05'. */
export const wallClockIn = (timeZone: string, at: Date = new Date()): string =>
  wallClock(at, timeZone) ?? instant(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm:ss");

/** The day an instant falls on in `timeZone`. */
export function dayOf(iso: string | Date, timeZone: string): string {
  return wallClock(iso, timeZone)?.slice(0, 10) ?? instant(iso, timeZone).toISODate()!;
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday (as the timetable stores it). */
export function isoWeekday(date: string): number {
  const ms = dayMs(date);
  return ms === null ? day(date).weekday : new Date(ms).getUTCDay() || 7;
}

export function addDays(date: string, days: number): string {
  const ms = dayMs(date);
  const next = ms === null || !Number.isInteger(days) ? null : msDay(ms + days * DAY_MS);
  return next ?? day(date).plus({ days }).toISODate()!;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [start, end] = [dayMs(from), dayMs(to)];
  return start === null || end === null
    ? Math.round(day(to).diff(day(from), 'days').days)
    : Math.round((end - start) / DAY_MS);
}

/** '2026-11' → first and last day of that month. */
export function monthBounds(month: string): { from: string; to: string } {
  const next = monthStart(month, 1);
  const to = next === null ? null : msDay(next - DAY_MS);
  if (to) return { from: `${month}-01`, to };
  const first = day(`${month}-01`);
  return { from: first.toISODate()!, to: first.endOf('month').toISODate()! };
}

export function addMonths(month: string, months: number): string {
  const moved = Number.isInteger(months) ? monthStart(month, months) : null;
  return (
    (moved === null ? null : msDay(moved)?.slice(0, 7)) ??
    day(`${month}-01`).plus({ months }).toFormat('yyyy-MM')
  );
}

/** Midnight UTC of the first day `months` months after `month` ('2026-11'), or null. */
function monthStart(month: string, months: number): number | null {
  const first = dayMs(`${month}-01`);
  if (first === null) return null;
  const start = new Date(first);
  return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1);
}

export const isIsoDate = (value: string | null | undefined): value is string =>
  Boolean(
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && (dayMs(value) !== null || day(value).isValid),
  );

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
  const parts: Intl.DateTimeFormatOptions = {
    ...(options.weekday === false ? {} : { weekday: options.long ? 'long' : 'short' }),
    day: 'numeric',
    month: options.long ? 'long' : 'short',
    ...(options.withYear ? { year: 'numeric' } : {}),
  };
  const ms = dayMs(date);
  if (ms === null) return day(date).setLocale(localeTag(locale)).toLocaleString(parts);
  return written(formatter(localeTag(locale), { ...parts, timeZone: 'UTC' }), ms, 'UTC');
}

/** A calendar month ('2026-10') as 'October 2026'. */
export function formatCalendarMonth(month: string, locale: string): string {
  const parts: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
  const ms = dayMs(`${month}-01`);
  if (ms === null) return day(`${month}-01`).setLocale(localeTag(locale)).toLocaleString(parts);
  return written(formatter(localeTag(locale), { ...parts, timeZone: 'UTC' }), ms, 'UTC');
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
  return instantText(iso, timeZone, locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    ...zoneName(timeZone, options),
  });
}

/** An instant written by Intl in `timeZone` (through luxon for shapes Intl is not given). */
function instantText(
  iso: string,
  timeZone: string,
  locale: string,
  parts: Intl.DateTimeFormatOptions,
): string {
  const ms = instantMs(iso);
  const made = ms === null ? null : zoned(localeTag(locale), parts, timeZone);
  return ms === null || !made
    ? instant(iso, timeZone).setLocale(localeTag(locale)).toLocaleString(parts)
    : written(made, ms, timeZone);
}

/** '22 Nov 2026, 9:02 am' in the organisation's zone; '—' when there is none. */
export function formatDateTimeIn(
  iso: string | null | undefined,
  timeZone: string,
  locale: string,
  options: ZoneOptions & { weekday?: boolean } = {},
): string {
  if (!iso) return '—';
  return instantText(iso, timeZone, locale, {
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
  if (!iso) return '';
  return wallClock(iso, timeZone)?.slice(11, 16) ?? instant(iso, timeZone).toFormat('HH:mm');
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
