import type { DayPeriod, MemberDay } from '@ias/shared';

/**
 * The next period due after `nowTime` ('HH:mm') today, else on the following days — read from
 * the server's days (holidays, weekly offs and leave already left out), never re-derived here.
 */
export function nextPeriod(
  days: readonly MemberDay[],
  today: string,
  nowTime: string,
  as: DayPeriod['as'],
): { date: string; period: DayPeriod } | null {
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.date < today) continue;
    const found = day.periods.find(
      (p) =>
        p.as === as && p.roll_call_due && (day.date > today || p.starts_at.slice(0, 5) > nowTime),
    );
    if (found) return { date: day.date, period: found };
  }
  return null;
}
