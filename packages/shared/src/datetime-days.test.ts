import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOf,
  daysBetween,
  formatCalendarMonth,
  formatDateTimeIn,
  formatDay,
  formatTimeIn,
  isIsoDate,
  isoWeekday,
  monthBounds,
  todayIn,
  toTimeInput,
  wallClockIn,
} from './datetime.js';

// The day arithmetic and day formatting count with the platform's UTC clock and cached Intl
// formatters; luxon, which they replaced, is the reference they must agree with on every day.
const luxonDay = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const reference = {
  addDays: (date: string, days: number) => luxonDay(date).plus({ days }).toISODate(),
  isoWeekday: (date: string) => luxonDay(date).weekday,
  daysBetween: (from: string, to: string) =>
    Math.round(luxonDay(to).diff(luxonDay(from), 'days').days),
  monthBounds: (month: string) => {
    const first = luxonDay(`${month}-01`);
    return { from: first.toISODate(), to: first.endOf('month').toISODate() };
  },
  addMonths: (month: string, months: number) =>
    luxonDay(`${month}-01`).plus({ months }).toFormat('yyyy-MM'),
  isIsoDate: (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && luxonDay(value).isValid,
  format: (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
    luxonDay(date).setLocale(locale).toLocaleString(options),
};

/** Every day from the first to the last, as luxon counts them. */
function everyDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = luxonDay(first); at.toISODate()! <= last; at = at.plus({ days: 1 }))
    days.push(at.toISODate()!);
  return days;
}

// Tens of thousands of comparisons each: on a busy CI machine a test takes more than Vitest's 5 s.
describe('calendar days without luxon', { timeout: 60_000 }, () => {
  const days = everyDay('1999-12-01', '2032-03-31');

  it('adds days, names weekdays and counts between days as luxon does, leap years included', () => {
    expect(days.length).toBeGreaterThan(11_000);
    for (const [index, date] of days.entries()) {
      expect(isoWeekday(date)).toBe(reference.isoWeekday(date));
      for (const step of [1, -1, 7, -30, 366]) {
        expect(addDays(date, step)).toBe(reference.addDays(date, step));
      }
      const other = days[(index * 7919) % days.length]!;
      expect(daysBetween(date, other)).toBe(reference.daysBetween(date, other));
      expect(isIsoDate(date)).toBe(true);
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('bounds and moves months as luxon does', () => {
    const months = [...new Set(days.map((date) => date.slice(0, 7)))];
    for (const month of months) {
      expect(monthBounds(month)).toEqual(reference.monthBounds(month));
      for (const step of [1, -1, 12, -25]) {
        expect(addMonths(month, step)).toBe(reference.addMonths(month, step));
      }
    }
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('writes days and months in English and Hindi, with Devanagari digits, as luxon did', () => {
    const shapes = [
      {},
      { withYear: true },
      { long: true },
      { withYear: true, long: true },
      { weekday: false },
      { withYear: true, weekday: false },
    ];
    for (const locale of ['en', 'hi', 'hi-IN-u-nu-deva', 'en-GB']) {
      const tag = locale.includes('-') ? locale : `${locale}-IN`;
      for (const date of days.filter((_, index) => index % 5 === 0)) {
        for (const shape of shapes) {
          expect(formatDay(date, locale, shape)).toBe(
            reference.format(date, tag, {
              ...(shape.weekday === false ? {} : { weekday: shape.long ? 'long' : 'short' }),
              day: 'numeric',
              month: shape.long ? 'long' : 'short',
              ...(shape.withYear ? { year: 'numeric' } : {}),
            }),
          );
        }
      }
      for (const month of ['2026-01', '2026-10', '2028-02']) {
        expect(formatCalendarMonth(month, locale)).toBe(
          reference.format(`${month}-01`, tag, { month: 'long', year: 'numeric' }),
        );
      }
    }
    expect(formatDay('2026-11-23', 'en')).toMatch(/^Mon,? 23 Nov$/);
  });

  it('treats what is not a day as luxon does', () => {
    for (const odd of [
      '2026-02-30',
      '2026-13-01',
      '',
      'garbage',
      '0999-01-01',
      '2026-11-23T10:00',
    ]) {
      expect(isIsoDate(odd)).toBe(reference.isIsoDate(odd));
      expect(isoWeekday(odd)).toEqual(reference.isoWeekday(odd));
      expect(addDays(odd, 1)).toBe(reference.addDays(odd, 1));
      expect(daysBetween(odd, '2026-11-23')).toEqual(reference.daysBetween(odd, '2026-11-23'));
      expect(formatDay(odd, 'en')).toBe(
        reference.format(odd, 'en-IN', { weekday: 'short', day: 'numeric', month: 'short' }),
      );
    }
    expect(addDays('9999-12-31', 1)).toBe(reference.addDays('9999-12-31', 1));
    expect(addDays('2026-11-23', 0.5)).toBe(reference.addDays('2026-11-23', 0.5));
  });
});

describe('instants in a zone without luxon', { timeout: 60_000 }, () => {
  const zones = [
    'Asia/Kolkata',
    'UTC',
    'America/New_York',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Kiritimati',
  ];
  // Every 97 minutes through 2026 and into 2027 (daylight-saving changes on both sides), as the
  // database writes timestamps (with an offset, with and without microseconds) and as Dates.
  const instants = Array.from({ length: 6_000 }, (_, index) => {
    const ms = Date.UTC(2026, 0, 1) + index * 97 * 60_000 + (index % 60) * 1_000;
    return new Date(ms);
  });
  const written = (at: Date, index: number) =>
    index % 3 === 0
      ? at.toISOString()
      : index % 3 === 1
        ? at.toISOString().replace(/\.\d+Z$/, '.123456+00:00')
        : DateTime.fromJSDate(at).setZone('Asia/Kolkata').toISO()!;
  const luxonAt = (iso: string | Date, zone: string) =>
    (typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso)).setZone(zone);

  it('reads the day and wall clock where the organisation is, as luxon does', () => {
    for (const zone of zones) {
      for (const [index, at] of instants.entries()) {
        const iso = written(at, index);
        expect(todayIn(zone, at)).toBe(luxonAt(at, zone).toISODate());
        expect(wallClockIn(zone, at)).toBe(luxonAt(at, zone).toFormat("yyyy-MM-dd'T'HH:mm:ss"));
        expect(dayOf(iso, zone)).toBe(luxonAt(iso, zone).toISODate());
        expect(toTimeInput(iso, zone)).toBe(luxonAt(iso, zone).toFormat('HH:mm'));
      }
    }
  });

  it('writes times in English and Hindi, with the zone when asked, as luxon does', () => {
    for (const zone of zones) {
      for (const locale of ['en', 'hi', 'hi-IN-u-nu-deva']) {
        const tag = locale.includes('-') ? locale : `${locale}-IN`;
        for (const [index, at] of instants.entries()) {
          if (index % 7) continue;
          const iso = written(at, index);
          const luxonText = (options: Intl.DateTimeFormatOptions) =>
            luxonAt(iso, zone).setLocale(tag).toLocaleString(options);
          expect(formatTimeIn(iso, zone, locale)).toBe(
            luxonText({ hour: 'numeric', minute: '2-digit' }),
          );
          expect(formatTimeIn(iso, zone, locale, { seconds: true, alwaysZone: true })).toBe(
            luxonText({
              hour: 'numeric',
              minute: '2-digit',
              second: '2-digit',
              timeZoneName: 'short',
            }),
          );
          expect(formatDateTimeIn(iso, zone, locale, { weekday: true })).toBe(
            luxonText({
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            }),
          );
        }
      }
    }
  });

  it('leaves unknown zones and other shapes of time to luxon', () => {
    const at = new Date('2026-11-23T03:32:00Z');
    expect(todayIn('Mars/Olympus_Mons', at)).toBe(luxonAt(at, 'Mars/Olympus_Mons').toISODate());
    expect(toTimeInput('2026-11-23T03:32:00Z', 'Mars/Olympus_Mons')).toBe(
      luxonAt('2026-11-23T03:32:00Z', 'Mars/Olympus_Mons').toFormat('HH:mm'),
    );
    for (const iso of [
      '2026-11-23T09:02',
      '2026-11-23',
      'not a time',
      '2026-11-23T03:32:00+0530',
    ]) {
      expect(dayOf(iso, 'Asia/Kolkata')).toBe(luxonAt(iso, 'Asia/Kolkata').toISODate());
      expect(toTimeInput(iso, 'Asia/Kolkata')).toBe(luxonAt(iso, 'Asia/Kolkata').toFormat('HH:mm'));
      expect(formatTimeIn(iso, 'Asia/Kolkata', 'en')).toBe(
        luxonAt(iso, 'Asia/Kolkata')
          .setLocale('en-IN')
          .toLocaleString({ hour: 'numeric', minute: '2-digit' }),
      );
    }
  });
});
