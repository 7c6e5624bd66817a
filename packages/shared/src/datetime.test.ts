import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOf,
  daysBetween,
  formatDateTimeIn,
  formatDay,
  formatDuration,
  formatTimeIn,
  formatWallClock,
  isIsoDate,
  isIsoMonth,
  isoWeekday,
  minutesBetween,
  monthBounds,
  todayIn,
  toTimeInput,
  wallClockIn,
  zonedTimeToIso,
} from './datetime.js';

const en = {
  hoursMinutes: ({ h, m }: { h: number; m: string }) => `${h} h ${m} m`,
  minutes: ({ m }: { m: number }) => `${m} m`,
};
const hi = {
  hoursMinutes: ({ h, m }: { h: number; m: string }) => `${h} घं ${m} मि`,
  minutes: ({ m }: { m: number }) => `${m} मि`,
};

describe('organisation dates and times', () => {
  it('takes today where the organisation is, not where the device is', () => {
    // 20:00 UTC on 22 Nov is already 01:30 on 23 Nov in India.
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
    expect(dayOf('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-23');
  });

  it('crosses midnight UTC in Asia/Kolkata', () => {
    // 18:29 UTC is 23:59 in India, 18:30 UTC is already the next day there.
    expect(dayOf('2026-11-22T18:29:00Z', 'Asia/Kolkata')).toBe('2026-11-22');
    expect(wallClockIn('Asia/Kolkata', new Date('2026-11-22T18:29:30Z'))).toBe(
      '2026-11-22T23:59:30',
    );
    expect(wallClockIn('Asia/Kolkata', new Date('2026-11-22T18:30:00Z'))).toBe(
      '2026-11-23T00:00:00',
    );
    expect(dayOf('2026-11-22T18:30:00Z', 'Asia/Kolkata')).toBe('2026-11-23');
    expect(formatTimeIn('2026-11-22T18:30:00Z', 'Asia/Kolkata', 'en')).toMatch(/^12:00\s?am$/i);
    expect(formatDateTimeIn('2026-11-22T18:45:00Z', 'Asia/Kolkata', 'en')).toMatch(
      /^23 Nov 2026, 12:15\s?am$/i,
    );
    // 00:10 UTC on 23 Nov is still 23 Nov in India (05:40), 22 Nov in New York.
    expect(dayOf('2026-11-23T00:10:00Z', 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dayOf('2026-11-23T00:10:00Z', 'America/New_York')).toBe('2026-11-22');
    expect(zonedTimeToIso('2026-11-23', '00:15', 'Asia/Kolkata')).toBe('2026-11-23T00:15:00+05:30');
    expect(new Date(zonedTimeToIso('2026-11-23', '00:15', 'Asia/Kolkata')).toISOString()).toBe(
      '2026-11-22T18:45:00.000Z',
    );
  });

  it('shows times in the organisation’s zone, 12-hour in English and Hindi', () => {
    expect(formatTimeIn('2026-11-23T03:32:00Z', 'Asia/Kolkata', 'en')).toMatch(/^9:02\s?am$/i);
    expect(formatTimeIn('2026-11-23T10:32:00Z', 'Asia/Kolkata', 'en')).toMatch(/^4:02\s?pm$/i);
    const hindi = formatTimeIn('2026-11-23T10:32:00Z', 'Asia/Kolkata', 'hi');
    expect(hindi).toMatch(/4:02/);
    expect(hindi).toMatch(/अपराह्न|pm/i);
    expect(toTimeInput('2026-11-23T03:32:00Z', 'Asia/Kolkata')).toBe('09:02');
    expect(toTimeInput('2026-11-23T18:45:00Z', 'Asia/Kolkata')).toBe('00:15');
    expect(formatTimeIn(null, 'Asia/Kolkata', 'en')).toBe('—');
    expect(formatDateTimeIn(undefined, 'Asia/Kolkata', 'en')).toBe('—');
    expect(
      formatDateTimeIn('2026-01-26T08:35:00Z', 'Asia/Kolkata', 'en', { weekday: true }),
    ).toMatch(/^Mon, 26 Jan,? 2026, 2:05\s?pm$/i);
  });

  it('writes the zone when the reader’s device is somewhere else', () => {
    const iso = '2026-11-23T03:32:00Z';
    expect(formatTimeIn(iso, 'Asia/Kolkata', 'en', { readerZone: 'Asia/Kolkata' })).toMatch(
      /^9:02\s?am$/i,
    );
    const away = formatTimeIn(iso, 'Asia/Kolkata', 'en', { readerZone: 'Europe/London' });
    expect(away).toMatch(/^9:02\s?am\s(IST|GMT\+5:30)$/i);
    expect(formatDateTimeIn(iso, 'Asia/Kolkata', 'en', { readerZone: 'UTC' })).toMatch(
      /9:02\s?am\s(IST|GMT\+5:30)$/i,
    );
  });

  it('shows a clock with seconds and, on request, its zone wherever it is read', () => {
    const iso = '2026-11-22T05:12:05Z';
    expect(formatTimeIn(iso, 'Asia/Kolkata', 'en', { seconds: true })).toMatch(/^10:42:05\s?am$/i);
    expect(formatTimeIn(iso, 'Asia/Kolkata', 'en', { seconds: true, alwaysZone: true })).toMatch(
      /^10:42:05\s?am\s(IST|GMT\+5:30)$/i,
    );
    expect(formatTimeIn(iso, 'Asia/Kolkata', 'hi', { seconds: true, alwaysZone: true })).toMatch(
      /10:42:05.*(IST|GMT\+5:30)$/,
    );
  });

  it('turns a wall-clock time into an instant with the zone’s offset (DST included)', () => {
    expect(zonedTimeToIso('2026-11-23', '09:30', 'Asia/Kolkata')).toBe('2026-11-23T09:30:00+05:30');
    expect(new Date(zonedTimeToIso('2026-11-23', '09:30', 'Asia/Kolkata')).toISOString()).toBe(
      '2026-11-23T04:00:00.000Z',
    );
    expect(zonedTimeToIso('2026-07-01', '09:00', 'America/New_York')).toBe(
      '2026-07-01T09:00:00-04:00',
    );
    expect(zonedTimeToIso('2026-12-01', '09:00', 'America/New_York')).toBe(
      '2026-12-01T09:00:00-05:00',
    );
    expect(zonedTimeToIso('2026-11-23', '09:00', 'Asia/Kathmandu')).toBe(
      '2026-11-23T09:00:00+05:45',
    );
    expect(zonedTimeToIso('2026-11-23', '09:30:00', 'Asia/Kolkata')).toBe(
      '2026-11-23T09:30:00+05:30',
    );
  });

  it('knows weekdays, days and months', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-23')).toBe(22);
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02').to).toBe('2028-02-29');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
  });

  it('formats days and months in the reader’s language', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('Mon, 23 Nov');
    expect(formatDay('2026-11-23', 'en', { withYear: true })).toMatch(/^Mon, 23 Nov,? 2026$/);
    expect(formatDay('2026-11-23', 'en', { long: true })).toBe('Monday, 23 November');
    expect(formatWallClock('08:40:00', 'en')).toBe('8:40 am');
    expect(formatWallClock('00:05:00', 'en')).toBe('12:05 am');
    expect(formatWallClock('12:00:00', 'en')).toBe('12:00 pm');
  });

  it('writes durations one way: 0, 59, 60 and 425 minutes', () => {
    expect(formatDuration(0, en)).toBe('0 m');
    expect(formatDuration(59, en)).toBe('59 m');
    expect(formatDuration(60, en)).toBe('1 h 00 m');
    expect(formatDuration(425, en)).toBe('7 h 05 m');
    expect(formatDuration(425, hi)).toBe('7 घं 05 मि');
    expect(formatDuration(null, en)).toBe('—');
    expect(minutesBetween('2026-11-23T03:30:00Z', '2026-11-23T10:35:00Z')).toBe(425);
    expect(minutesBetween('2026-11-23T10:35:00Z', '2026-11-23T03:30:00Z')).toBe(0);
    expect(minutesBetween(null, '2026-11-23T03:30:00Z')).toBeNull();
  });
});
