import { INDIA_STATE_CODES, type IndiaStateCode } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { hasStateList, INDIA_HOLIDAY_YEARS, indiaHolidays } from './india-holidays.js';

/**
 * The days that fall on the same date every year (by law, a birthday, a formation day or the
 * solar calendar), pinned for every state the data file covers: an edit that moves one, or a
 * state list added without its fixed days pinned here, fails. Month-day, then the name as the
 * file writes it (a day the file names twice is one suggestion, "A / B").
 */
const NATIONAL: ReadonlyArray<[string, string]> = [
  ['01-26', 'Republic Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

const STATE_FIXED: Record<string, ReadonlyArray<[string, string]>> = {
  GJ: [
    ['01-14', 'Uttarayan (Makar Sankranti)'],
    ['05-01', 'Gujarat Sthapana Divas'],
  ],
  KA: [
    ['04-14', 'Ambedkar Jayanti'],
    ['05-01', 'May Day'],
    ['11-01', 'Kannada Rajyotsava'],
  ],
  MH: [
    ['02-19', 'Chhatrapati Shivaji Maharaj Jayanti'],
    ['04-14', 'Ambedkar Jayanti'],
    ['05-01', 'Maharashtra Day'],
  ],
  TS: [
    ['04-14', 'Ambedkar Jayanti'],
    ['06-02', 'Telangana Formation Day'],
  ],
  TN: [
    ['04-14', 'Tamil New Year'],
    ['04-14', 'Ambedkar Jayanti'],
    ['05-01', 'May Day'],
  ],
  WB: [
    ['01-23', 'Netaji Jayanti'],
    ['05-01', 'May Day'],
  ],
  UP: [['04-14', 'Ambedkar Jayanti']],
  DL: [],
  KL: [
    ['01-02', 'Mannam Jayanthi'],
    ['04-14', 'Ambedkar Jayanti'],
    ['05-01', 'May Day'],
    ['08-28', 'Ayyankali Jayanthi'],
  ],
  PB: [
    ['03-23', 'Shaheedi Diwas (Bhagat Singh, Sukhdev, Rajguru)'],
    ['05-01', 'May Day'],
    ['07-31', 'Martyrdom Day of Shaheed Udham Singh'],
    ['11-16', 'Martyrdom Day of Kartar Singh Sarabha'],
  ],
  RJ: [
    ['04-11', 'Mahatma Jyotiba Phule Jayanti'],
    ['04-14', 'Ambedkar Jayanti'],
  ],
  BR: [
    ['03-22', 'Bihar Diwas'],
    ['04-14', 'Ambedkar Jayanti'],
    ['04-23', 'Veer Kunwar Singh Jayanti'],
  ],
};

/** Good Friday, two days before Easter (from the church calendars), for each year the file covers. */
const GOOD_FRIDAY: Readonly<Record<number, string>> = { 2026: '2026-04-03', 2027: '2027-03-26' };

function goodFriday(year: number): string {
  const date = GOOD_FRIDAY[year];
  if (!date) throw new Error(`Pin Good Friday ${year} in this test before the data file covers it`);
  return date;
}

const covered = INDIA_STATE_CODES.filter(hasStateList);

describe('India holiday data: fixed-date days', () => {
  it('pins every state the file has a list for', () => {
    expect([...covered].sort()).toEqual(Object.keys(STATE_FIXED).sort());
  });

  it.each(INDIA_HOLIDAY_YEARS)('%i: the national days on their dates, not approximate', (year) => {
    const days = indiaHolidays(year, null);
    for (const [monthDay, name] of [...NATIONAL, [goodFriday(year).slice(5), 'Good Friday']]) {
      const day = days.find((h) => h.date === `${year}-${monthDay}`);
      expect(day?.name.split(' / '), `${year}-${monthDay}`).toContain(name);
      expect(day?.source).toBe('national');
    }
    for (const [monthDay, name] of NATIONAL) {
      // Certain, unless a lunar day shares the date (Milad-un-Nabi on 15 August 2027).
      const day = days.find((h) => h.date === `${year}-${monthDay}`);
      if (day?.name === name) expect(day.approximate, name).toBe(false);
      expect(days.filter((h) => h.name.split(' / ').includes(name))).toHaveLength(1);
    }
  });

  it.each(covered.flatMap((state) => INDIA_HOLIDAY_YEARS.map((year) => [state, year] as const)))(
    '%s %i: the national and the state fixed days on their dates, each once',
    (state: IndiaStateCode, year: number) => {
      const days = indiaHolidays(year, state);
      for (const [monthDay, name] of [...NATIONAL, ...STATE_FIXED[state]!]) {
        const day = days.find((h) => h.date === `${year}-${monthDay}`);
        expect(day?.name.split(' / '), `${state} ${year}-${monthDay} ${name}`).toContain(name);
        const named = days.filter((h) => h.name.split(' / ').includes(name));
        expect(named, `${state} ${year} ${name} once`).toHaveLength(1);
      }
    },
  );
});
