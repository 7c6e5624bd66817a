import type { MonthlyPeriod, ScheduledReportKind } from '@ias/shared';
import { DateTime } from 'luxon';

/** What decides when a schedule is due (wall-clock times in the organisation's zone). */
export type Timing = {
  kind: ScheduledReportKind;
  send_time: string;
  weekday: number;
  monthly_period: MonthlyPeriod;
};

export type OrgClock = {
  timezone: string;
  /** Day of the month a pay period starts (1–28). */
  payrollPeriodStartDay: number;
  /** Daily lists go out on the organisation's working days only. */
  isWorkingDay: (date: string) => boolean;
};

/** How far back and ahead a due time is looked for: more than any schedule's period. */
const HORIZON_DAYS = 62;

/** The instant `timing` falls due on `date` (ISO, in the zone), or null when it does not. */
export function dueOn(timing: Timing, date: DateTime, clock: OrgClock): DateTime | null {
  const iso = date.toISODate()!;
  if (timing.kind === 'daily_absentees' && !clock.isWorkingDay(iso)) return null;
  if (timing.kind === 'weekly_summary' && date.weekday !== timing.weekday) return null;
  if (timing.kind === 'monthly_register') {
    const day = timing.monthly_period === 'pay_period' ? clock.payrollPeriodStartDay : 1;
    if (date.day !== day) return null;
  }
  const [hour = 0, minute = 0] = timing.send_time.split(':').map(Number);
  return DateTime.fromISO(iso, { zone: clock.timezone }).set({ hour, minute });
}

/** The latest due time at or before `now` (the one a restarted server still owes), or null. */
export function latestDue(timing: Timing, now: Date, clock: OrgClock): DateTime | null {
  const today = DateTime.fromJSDate(now, { zone: clock.timezone }).startOf('day');
  for (let back = 0; back <= HORIZON_DAYS; back++) {
    const at = dueOn(timing, today.minus({ days: back }), clock);
    if (at && at.toMillis() <= now.getTime()) return at;
  }
  return null;
}

/** The first due time after `now`, or null. */
export function nextDue(timing: Timing, now: Date, clock: OrgClock): DateTime | null {
  const today = DateTime.fromJSDate(now, { zone: clock.timezone }).startOf('day');
  for (let ahead = 0; ahead <= HORIZON_DAYS; ahead++) {
    const at = dueOn(timing, today.plus({ days: ahead }), clock);
    if (at && at.toMillis() > now.getTime()) return at;
  }
  return null;
}

/**
 * The days a run sent at `at` reports on: the daily list that day; the weekly summary the seven
 * days before; the monthly register the calendar month before, or the pay period that just
 * closed (from its start day last month to the day before it this month).
 */
export function rangeFor(
  timing: Timing,
  at: DateTime,
  clock: OrgClock,
): { from: string; to: string } {
  const day = at.setZone(clock.timezone).startOf('day');
  if (timing.kind === 'daily_absentees') return { from: day.toISODate()!, to: day.toISODate()! };
  if (timing.kind === 'weekly_summary')
    return {
      from: day.minus({ days: 7 }).toISODate()!,
      to: day.minus({ days: 1 }).toISODate()!,
    };
  const start = timing.monthly_period === 'pay_period' ? clock.payrollPeriodStartDay : 1;
  // The period that closed most recently before `day`.
  let end = day.set({ day: start }).minus({ days: 1 });
  if (end >= day) end = end.minus({ months: 1 });
  const from = end.plus({ days: 1 }).minus({ months: 1 });
  return { from: from.toISODate()!, to: end.toISODate()! };
}
