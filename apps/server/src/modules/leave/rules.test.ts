import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  accrualsDue,
  carryForward,
  checkBalance,
  daysByYear,
  hasNotice,
  invalidHalfDays,
  leaveDays,
  leaveYearOf,
  totalDays,
} from './rules.js';
import { membershipDays, isWithinMembership } from '../attendance/membership-days.js';

const ZONE = 'Asia/Kolkata';
// Sundays off, and Republic Day (a Monday in 2026) a holiday.
const weekday = (date: string) => DateTime.fromISO(date).weekday;
const calendar = (holidays: string[] = [], joinedOn = '2000-01-01') => ({
  isWorkingDay: (date: string) => weekday(date) !== 7 && !holidays.includes(date),
  isMember: (date: string) => date >= joinedOn,
});

describe('leave year', () => {
  it('April–March: 31 March belongs to the year before, 1 April starts the next', () => {
    expect(leaveYearOf('2026-03-31', 4)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(leaveYearOf('2026-04-01', 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(leaveYearOf('2026-01-15', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('the day in Asia/Kolkata decides, not the UTC day the database stores', () => {
    // 31 March 2026, 20:00 UTC is already 1 April in India: the new leave year.
    const instant = new Date('2026-03-31T20:00:00Z');
    const { joinedOn } = membershipDays(
      { created_at: instant, status: 'active', left_at: null },
      ZONE,
    );
    expect(joinedOn).toBe('2026-04-01');
    expect(leaveYearOf(joinedOn, 4).start).toBe('2026-04-01');
  });
});

describe('accrual', () => {
  const yearly = { yearlyQuota: 12, accrual: 'yearly' as const, yearStartMonth: 4 };
  const monthly = { yearlyQuota: 15, accrual: 'monthly' as const, yearStartMonth: 4 };

  it('a yearly quota arrives whole on 1 April for someone who was already there', () => {
    expect(accrualsDue(yearly, '2024-06-10', '2026-01-01', '2026-05-02')).toEqual([
      { leaveYear: '2025-04-01', period: 'Y:2025-04-01', onDate: '2025-04-01', days: 12 },
      { leaveYear: '2026-04-01', period: 'Y:2026-04-01', onDate: '2026-04-01', days: 12 },
    ]);
  });

  it('joining mid-year prorates by the months left; after the 15th the month does not count', () => {
    // Joined 10 Oct 2026: October–March, 6 of 12 months.
    expect(accrualsDue(yearly, '2026-10-10', '2026-01-01', '2026-11-01')[0]!.days).toBe(6);
    // Joined 20 Oct: November–March, 5 months = 5 days.
    expect(accrualsDue(yearly, '2026-10-20', '2026-01-01', '2026-11-01')[0]).toMatchObject({
      days: 5,
      onDate: '2026-10-20',
    });
    // 7 days a year, joined in October: 3.5 days.
    expect(
      accrualsDue({ ...yearly, yearlyQuota: 7 }, '2026-10-01', '2026-01-01', '2026-10-01')[0]!.days,
    ).toBe(3.5);
  });

  it('monthly accrual credits a twelfth on the first of each month up to today', () => {
    const rows = accrualsDue(monthly, '2020-01-01', '2026-04-01', '2026-06-30');
    expect(rows.map((r) => r.period)).toEqual(['M:2026-04', 'M:2026-05', 'M:2026-06']);
    expect(rows.every((r) => r.days === 1.25)).toBe(true);
    // Someone joining on 16 May starts accruing in June.
    expect(
      accrualsDue(monthly, '2026-05-16', '2026-04-01', '2026-06-30').map((r) => r.period),
    ).toEqual(['M:2026-06']);
  });

  it('no quota, or joining after today, accrues nothing', () => {
    expect(
      accrualsDue({ ...yearly, yearlyQuota: null }, '2020-01-01', '2020-01-01', '2026-06-01'),
    ).toEqual([]);
    expect(accrualsDue(yearly, '2026-07-01', '2020-01-01', '2026-06-01')).toEqual([]);
  });
});

describe('carry-forward across the April–March year', () => {
  it('carries up to the cap and lapses the rest', () => {
    expect(carryForward(42, 30)).toEqual({ carry: 30, lapse: 12 });
    expect(carryForward(4.5, 30)).toEqual({ carry: 4.5, lapse: 0 });
    expect(carryForward(8, 0)).toEqual({ carry: 0, lapse: 8 });
    expect(carryForward(8, null)).toEqual({ carry: 8, lapse: 0 });
    expect(carryForward(-1.5, 30)).toEqual({ carry: -1.5, lapse: 0 });
  });

  it('a leave across 31 March is charged to each year for its own days', () => {
    // Mon 30 March to Thu 2 April 2026.
    const days = leaveDays({ from: '2026-03-30', to: '2026-04-02' }, calendar(), false);
    expect(Object.fromEntries(daysByYear(days, 4))).toEqual({ '2025-04-01': 2, '2026-04-01': 2 });
    expect(Object.fromEntries(daysByYear(days, 1))).toEqual({ '2026-01-01': 4 });
  });
});

describe('days a leave costs', () => {
  it('a half day counts half', () => {
    // Tue 10 and Wed 11 November 2026, the second a half day.
    const days = leaveDays(
      { from: '2026-11-10', to: '2026-11-11', halfDays: ['2026-11-11'] },
      calendar(),
      false,
    );
    expect(totalDays(days)).toBe(1.5);
  });

  it('sandwich rule off: the Sunday inside a leave is free', () => {
    // Sat 14 to Mon 16 November 2026.
    expect(totalDays(leaveDays({ from: '2026-11-14', to: '2026-11-16' }, calendar(), false))).toBe(
      2,
    );
  });

  it('sandwich rule on: a Sunday and a holiday between leave days count', () => {
    // Sat 24 Jan to Tue 27 Jan 2026: Sunday 25 and Republic Day Monday 26 sandwiched.
    const cal = calendar(['2026-01-26']);
    expect(totalDays(leaveDays({ from: '2026-01-24', to: '2026-01-27' }, cal, true))).toBe(4);
    expect(totalDays(leaveDays({ from: '2026-01-24', to: '2026-01-27' }, cal, false))).toBe(2);
  });

  it('sandwich rule on: an off day at the edge of a leave is not sandwiched', () => {
    // Sun 15 to Tue 17 November 2026.
    expect(totalDays(leaveDays({ from: '2026-11-15', to: '2026-11-17' }, calendar(), true))).toBe(
      2,
    );
  });

  it('cancelling the day after a Sunday breaks the sandwich', () => {
    const request = { from: '2026-11-14', to: '2026-11-17' };
    expect(totalDays(leaveDays(request, calendar(), true))).toBe(4);
    expect(totalDays(leaveDays({ ...request, cancelled: ['2026-11-16'] }, calendar(), true))).toBe(
      2,
    );
  });

  it('days before joining cost nothing', () => {
    const cal = calendar([], '2026-11-11');
    expect(totalDays(leaveDays({ from: '2026-11-10', to: '2026-11-12' }, cal, false))).toBe(2);
    const member = membershipDays(
      { created_at: '2026-11-10T19:00:00Z', status: 'active', left_at: null },
      ZONE,
    );
    // 19:00 UTC on the 10th is past midnight in India: they joined on the 11th.
    expect(isWithinMembership(member, '2026-11-10')).toBe(false);
  });
});

describe('balance, notice and half days', () => {
  const casual = { yearlyQuota: 12, overBalance: 'refuse' as const };
  it('within the balance, all paid', () => {
    expect(checkBalance(casual, 1.5, 4)).toEqual({ ok: true, paid: 1.5, unpaid: 0 });
  });
  it('beyond the balance: refused, or loss of pay beyond it, as the policy says', () => {
    expect(checkBalance(casual, 3, 2)).toEqual({
      ok: false,
      reason: 'insufficient_balance',
      available: 2,
      requested: 3,
    });
    expect(checkBalance({ ...casual, overBalance: 'loss_of_pay' }, 3, 2)).toEqual({
      ok: true,
      paid: 2,
      unpaid: 1,
    });
    expect(checkBalance({ ...casual, overBalance: 'loss_of_pay' }, 3, -1)).toEqual({
      ok: true,
      paid: 0,
      unpaid: 3,
    });
  });
  it('no quota: no balance to exceed', () => {
    expect(checkBalance({ yearlyQuota: null, overBalance: 'refuse' }, 30, 0)).toMatchObject({
      ok: true,
    });
  });
  it('minimum notice counts calendar days from today', () => {
    expect(hasNotice({ minNoticeDays: 1 }, '2026-11-26', '2026-11-27')).toBe(true);
    expect(hasNotice({ minNoticeDays: 1 }, '2026-11-26', '2026-11-26')).toBe(false);
    expect(hasNotice({ minNoticeDays: 0 }, '2026-11-26', '2026-11-20')).toBe(true);
  });
  it('half days only when the policy allows them, within the range', () => {
    const r = { from: '2026-11-10', to: '2026-11-11', halfDays: ['2026-11-11'] };
    expect(invalidHalfDays({ halfDayAllowed: true }, r)).toBeNull();
    expect(invalidHalfDays({ halfDayAllowed: false }, r)).toBe('not_allowed');
    expect(invalidHalfDays({ halfDayAllowed: true }, { ...r, halfDays: ['2026-11-12'] })).toBe(
      'outside',
    );
  });
});
