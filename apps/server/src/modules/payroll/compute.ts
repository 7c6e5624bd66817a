import type { PayrollRow } from '@ias/shared';
import { describeDay } from '../attendance/day.js';
import type { MembershipDays } from '../attendance/membership-days.js';
import type { OrgRules } from '../attendance/rules.js';
import { type LeaveDay, roundDays } from '../leave/rules.js';

/**
 * The pure part of the payroll numbers: counting a person's days with the product's one day
 * rule (attendance/day.ts `describeDay`, over `orgDayKind`) and splitting priced leave into paid
 * and unpaid days. Unit-tested without a database (compute.test.ts).
 */

export type DayTally = Pick<
  PayrollRow,
  'period_days' | 'working_days' | 'holidays' | 'weekly_offs'
>;

/**
 * The period's days for one person: within the membership, then holiday, weekly off (their
 * shift's when it has its own, else the organisation's) or working — exactly the kinds
 * GET /api/members/:id/days answers. Days of leave stay working days here: leave is a way of
 * spending a working day, counted on its own.
 */
export function tallyDays(
  dates: readonly string[],
  facts: { rules: OrgRules; role: string; membership: MembershipDays; weeklyOffDays: number[] },
): DayTally {
  const tally: DayTally = { period_days: 0, working_days: 0, holidays: 0, weekly_offs: 0 };
  const shift = {
    id: '',
    name: '',
    starts_at: '',
    ends_at: '',
    weeklyOffDays: facts.weeklyOffDays,
  };
  for (const date of dates) {
    const { kind } = describeDay(date, {
      rules: facts.rules,
      role: facts.role,
      membership: facts.membership,
      shift,
      leave: null,
      sessions: [],
    });
    if (kind === 'before_joining' || kind === 'after_leaving') continue;
    tally.period_days++;
    if (kind === 'working') tally.working_days++;
    else if (kind === 'holiday') tally.holidays++;
    else if (kind === 'weekly_off') tally.weekly_offs++;
  }
  return tally;
}

/**
 * A leave's priced days (leave/rules.ts `leaveDays`, as the leave module charged them) split into
 * paid and unpaid within [from, to]. An unpaid type is unpaid throughout; on a paid type the
 * balance pays the first days and the `unpaidDays` beyond it are the last ones of the leave.
 */
export function splitLeave(
  days: readonly LeaveDay[],
  leave: { paidType: boolean; unpaidDays: number },
  range: { from: string; to: string },
): { paid: number; unpaid: number } {
  const sorted = [...days].filter((d) => d.days > 0).sort((a, b) => a.date.localeCompare(b.date));
  let unpaidLeft = leave.paidType ? leave.unpaidDays : Infinity;
  const unpaidOf = new Map<string, number>();
  for (let i = sorted.length - 1; i >= 0 && unpaidLeft > 0; i--) {
    const day = sorted[i]!;
    const unpaid = Math.min(day.days, unpaidLeft);
    unpaidOf.set(day.date, unpaid);
    unpaidLeft = roundDays(unpaidLeft - unpaid);
  }
  let paid = 0;
  let unpaid = 0;
  for (const day of sorted) {
    if (day.date < range.from || day.date > range.to) continue;
    const u = unpaidOf.get(day.date) ?? 0;
    unpaid += u;
    paid += day.days - u;
  }
  return { paid: roundDays(paid), unpaid: roundDays(unpaid) };
}
