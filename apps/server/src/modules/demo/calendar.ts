/**
 * Calendar days as 'YYYY-MM-DD' strings (a day in the organisation's zone, never an instant), and
 * the holidays an institute in Pune and a company in Bengaluru actually close for.
 */

import { addDays, wallClockIn } from '@ias/shared';
import { DateTime } from 'luxon';

// Day arithmetic and the wall clock in a zone are the shared date module's (one way everywhere).
export { addDays, isoWeekday } from '@ias/shared';

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The wall-clock date and minute of the day of an instant in a time zone. */
export function zonedNow(now: Date, timeZone: string): { date: string; minute: number } {
  const clock = wallClockIn(timeZone, now);
  return {
    date: clock.slice(0, 10),
    minute: Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16)),
  };
}

/** A wall-clock time as Postgres reads a `timestamp`: the day plus minutes (may pass midnight). */
export function wallClock(date: string, minute: number): string {
  const day = minute >= 0 && minute < 1440 ? date : addDays(date, Math.floor(minute / 1440));
  const rest = ((minute % 1440) + 1440) % 1440;
  const hh = String(Math.floor(rest / 60)).padStart(2, '0');
  const mm = String(rest % 60).padStart(2, '0');
  return `${day} ${hh}:${mm}:00`;
}

export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Indian academic years run April to March. */
export function academicYearOf(date: string): { start: string; end: string } {
  const year = Number(date.slice(0, 4));
  const startYear = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return { start: `${startYear}-04-01`, end: `${startYear + 1}-03-31` };
}

/** Easter Sunday (anonymous Gregorian computus); Good Friday is two days before. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Festivals that follow the lunar calendar, as published in Maharashtra's and Karnataka's holiday
 * lists (later years from almanacs, which state governments may shift by a day). A year missing
 * here simply gets only its fixed-date holidays.
 */
// prettier-ignore
const LUNAR: Record<string, Record<number, string>> = {
  mahaShivratri:   { 2024: '03-08', 2025: '02-26', 2026: '02-15', 2027: '03-06', 2028: '02-23', 2029: '02-11', 2030: '03-02' },
  holi:            { 2024: '03-25', 2025: '03-14', 2026: '03-04', 2027: '03-22', 2028: '03-11', 2029: '03-01', 2030: '03-20' },
  ugadi:           { 2024: '04-09', 2025: '03-30', 2026: '03-19', 2027: '04-07', 2028: '03-27', 2029: '04-14', 2030: '04-03' },
  eidUlFitr:       { 2024: '04-11', 2025: '03-31', 2026: '03-21', 2027: '03-10', 2028: '02-27', 2029: '02-14', 2030: '02-04' },
  ganeshChaturthi: { 2024: '09-07', 2025: '08-27', 2026: '09-14', 2027: '09-04', 2028: '08-23', 2029: '09-11', 2030: '09-01' },
  dussehra:        { 2024: '10-12', 2025: '10-02', 2026: '10-20', 2027: '10-09', 2028: '09-27', 2029: '10-16', 2030: '10-06' },
  diwali:          { 2024: '11-01', 2025: '10-21', 2026: '11-08', 2027: '10-29', 2028: '10-17', 2029: '11-05', 2030: '10-26' },
  guruNanak:       { 2024: '11-15', 2025: '11-05', 2026: '11-24', 2027: '11-14', 2028: '11-02', 2029: '11-21', 2030: '11-10' },
};

export type Holiday = { date: string; name: string };

type HolidayRule = (year: number) => Array<Holiday | undefined>;

const fixed = (monthDay: string, name: string) => (year: number) => ({
  date: `${year}-${monthDay}`,
  name,
});
const lunar =
  (festival: string, name: string, offsetDays = 0) =>
  (year: number) => {
    const monthDay = LUNAR[festival]?.[year];
    return monthDay ? { date: addDays(`${year}-${monthDay}`, offsetDays), name } : undefined;
  };

/** A CBSE school in Pune: national days, Maharashtra's festivals and a short Diwali break. */
const INSTITUTE_RULES: HolidayRule[] = [
  (y) => [
    fixed('01-26', 'Republic Day')(y),
    fixed('02-19', 'Chhatrapati Shivaji Maharaj Jayanti')(y),
  ],
  (y) => [lunar('mahaShivratri', 'Maha Shivratri')(y), lunar('holi', 'Holi')(y)],
  (y) => [
    { date: addDays(easter(y), -2), name: 'Good Friday' },
    lunar('eidUlFitr', 'Ramzan Id')(y),
  ],
  (y) => [fixed('08-15', 'Independence Day')(y), lunar('ganeshChaturthi', 'Ganesh Chaturthi')(y)],
  (y) => [fixed('10-02', 'Gandhi Jayanti')(y), lunar('dussehra', 'Dussehra')(y)],
  (y) => [
    lunar('diwali', 'Diwali (Lakshmi Puja)')(y),
    lunar('diwali', 'Diwali (Balipratipada)', 1)(y),
    lunar('diwali', 'Bhau Beej', 2)(y),
  ],
  (y) => [lunar('guruNanak', 'Guru Nanak Jayanti')(y), fixed('12-25', 'Christmas')(y)],
];

/** An IT company in Bengaluru: the ten or so days Karnataka's offices close. */
const COMPANY_RULES: HolidayRule[] = [
  (y) => [fixed('01-01', 'New Year’s Day')(y), fixed('01-26', 'Republic Day')(y)],
  (y) => [
    lunar('ugadi', 'Ugadi')(y),
    fixed('05-01', 'May Day')(y),
    lunar('eidUlFitr', 'Ramzan')(y),
  ],
  (y) => [fixed('08-15', 'Independence Day')(y), lunar('ganeshChaturthi', 'Ganesh Chaturthi')(y)],
  (y) => [fixed('10-02', 'Gandhi Jayanti')(y), lunar('dussehra', 'Ayudha Puja', -1)(y)],
  (y) => [lunar('dussehra', 'Vijayadashami')(y), lunar('diwali', 'Naraka Chaturdashi', -1)(y)],
  (y) => [lunar('diwali', 'Balipadyami, Deepavali', 1)(y), fixed('11-01', 'Kannada Rajyotsava')(y)],
  (y) => [fixed('12-25', 'Christmas')(y)],
];

function holidaysFrom(rules: HolidayRule[], from: string, to: string): Holiday[] {
  const byDate = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of rules.flatMap((rule) => rule(year))) {
      if (!holiday || holiday.date < from || holiday.date > to) continue;
      // Two festivals on one day (Gandhi Jayanti and Dussehra in 2025) share the row.
      const other = byDate.get(holiday.date);
      byDate.set(holiday.date, other ? `${other} / ${holiday.name}` : holiday.name);
    }
  }
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name }));
}

/** The institute's holidays for every academic year from `from` to `to`. */
export function instituteHolidays(from: string, to: string): Holiday[] {
  return holidaysFrom(INSTITUTE_RULES, academicYearOf(from).start, academicYearOf(to).end);
}

/** The company's holidays for every calendar year from `from` to `to`. */
export function companyHolidays(from: string, to: string): Holiday[] {
  return holidaysFrom(COMPANY_RULES, `${from.slice(0, 4)}-01-01`, `${to.slice(0, 4)}-12-31`);
}

/** How many days of attendance the demo comes with, before today. */
export const HISTORY_DAYS = 30;

/** Midnight starting `date` in India (both demo organisations keep Indian time), as an instant. */
export function startOfDay(date: string): string {
  return DateTime.fromISO(date, { zone: 'Asia/Kolkata' }).toUTC().toISO()!;
}
