import { describe, expect, it } from 'vitest';
import { splitLeave, tallyDays } from './compute.js';

const rules = {
  timezone: 'Asia/Kolkata',
  lateGraceMinutes: 0,
  halfDayThresholdMinutes: 0,
  weeklyOffDays: [7],
  holidays: new Set(['2026-03-04']),
};
const dates = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}`);

describe('payroll days', () => {
  it('counts working days, holidays and weekly offs within the membership', () => {
    // 1–10 March 2026: Sundays 1 and 8, Holi on the 4th.
    expect(
      tallyDays(dates(1, 10), {
        rules,
        role: 'employee',
        membership: { joinedOn: '2026-01-01', leftOn: null },
        weeklyOffDays: [7],
      }),
    ).toEqual({ period_days: 10, working_days: 7, holidays: 1, weekly_offs: 2 });
    // Joined on the 5th, left on the 9th; a shift with Saturdays and Sundays off.
    expect(
      tallyDays(dates(1, 10), {
        rules,
        role: 'employee',
        membership: { joinedOn: '2026-03-05', leftOn: '2026-03-09' },
        weeklyOffDays: [6, 7],
      }),
    ).toEqual({ period_days: 5, working_days: 3, holidays: 0, weekly_offs: 2 });
  });

  it('pays the first days of a leave and leaves the last ones unpaid', () => {
    const days = [
      { date: '2026-03-24', days: 1, working: true },
      { date: '2026-03-25', days: 1, working: true },
      { date: '2026-03-26', days: 0.5, working: true },
      { date: '2026-03-27', days: 1, working: true },
    ];
    const period = { from: '2026-02-26', to: '2026-03-25' };
    // 3.5 days, 1.5 beyond the balance: the 26th (½) and 27th are unpaid, outside the period.
    expect(splitLeave(days, { paidType: true, unpaidDays: 1.5 }, period)).toEqual({
      paid: 2,
      unpaid: 0,
    });
    // 2.5 unpaid: half of the 25th too.
    expect(splitLeave(days, { paidType: true, unpaidDays: 2 }, period)).toEqual({
      paid: 1.5,
      unpaid: 0.5,
    });
    expect(splitLeave(days, { paidType: false, unpaidDays: 0 }, period)).toEqual({
      paid: 0,
      unpaid: 2,
    });
    expect(
      splitLeave(days, { paidType: true, unpaidDays: 0 }, { from: '2026-03-26', to: '2026-03-31' }),
    ).toEqual({ paid: 1.5, unpaid: 0 });
  });
});
