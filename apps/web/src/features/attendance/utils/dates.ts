/**
 * Dates and times in the organisation's time zone. Days are ISO strings ('2026-11-23') as the
 * database keeps them; instants are ISO timestamps. Everything shown to people goes through
 * Intl.DateTimeFormat with the organisation's `timeZone`, never the browser's own zone.
 */

import { currentLocale } from '@/features/i18n';
import { translate } from '../catalogue';

/** The language in use with Indian conventions: 'en-IN' or 'hi-IN'. */
const tag = () => `${currentLocale()}-IN`;

const pad = (n: number) => String(n).padStart(2, '0');

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, timeZone: string): Parts {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  const get = (type: string) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
  };
}

/** The day it is now in `timeZone`, e.g. '2026-11-23'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day an instant falls on in `timeZone`. */
export function dayOf(iso: string, timeZone: string): string {
  return todayIn(timeZone, new Date(iso));
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** ISO weekday of a day: 1 = Monday … 7 = Sunday (as the timetable stores it). */
export function isoWeekday(date: string): number {
  const day = asUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const d = asUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2026-11' → first and last day of that month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + months, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

export const isIsoDate = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(asUtc(value).getTime()));

export const isIsoMonth = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));

/** 'Mon, 23 Nov' (or with the year). Day strings have no zone: they are shown as they are. */
export function formatDay(date: string, options: { withYear?: boolean; long?: boolean } = {}) {
  return asUtc(date).toLocaleDateString(tag(), {
    timeZone: 'UTC',
    weekday: options.long ? 'long' : 'short',
    day: 'numeric',
    month: options.long ? 'long' : 'short',
    ...(options.withYear ? { year: 'numeric' } : {}),
  });
}

/** 'November 2026'. */
export function formatMonth(month: string): string {
  return asUtc(`${month}-01`).toLocaleDateString(tag(), {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

/** '9:02 am' in the organisation's zone; '—' when there is no time. */
export function formatTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleTimeString(tag(), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '22 Nov 2026, 9:02 am' in the given zone. */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(tag(), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A timetable time '08:40:00' as '8:40 am' (wall-clock, already in the organisation's zone). */
export function formatWallClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (currentLocale() !== 'en')
    return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(tag(), {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    });
  const suffix = h < 12 ? 'am' : 'pm';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${pad(m)} ${suffix}`;
}

/** 'HH:mm' of an instant in `timeZone`, for an <input type="time">. */
export function toTimeInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const p = zonedParts(new Date(iso), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant of a wall-clock time on a day in `timeZone`, as ISO with that zone's offset
 * ('2026-11-23T09:30:00+05:30'). Daylight-saving gaps resolve to the later offset.
 */
export function zonedTimeToIso(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant) / 60_000;
  };
  // Two passes find the offset that applies at the resulting instant (DST edges included).
  let offset = offsetAt(wall);
  offset = offsetAt(wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${pad(h)}:${pad(mi)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Minutes between two instants, or null when either is missing. */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000));
}

/** 485 → '8 h 05 min'. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h
    ? translate('attendance.duration.hoursMinutes', { h, m: pad(m) })
    : translate('attendance.duration.minutes', { m });
}

/** 7918 → '131h 58m', for totals in small tiles. */
export function formatHoursShort(minutes: number): string {
  return translate('attendance.duration.short', {
    h: Math.floor(minutes / 60),
    m: pad(minutes % 60),
  });
}
