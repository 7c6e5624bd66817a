import { DateTime } from 'luxon';

/**
 * Leave rules as pure functions over calendar dates ('YYYY-MM-DD', days in the organisation's
 * zone — Asia/Kolkata for most). Nothing here reads a clock or the database: callers pass "today"
 * in the organisation's zone and the person's joining date (membership-days.ts).
 */

export type LeavePolicy = {
  /** Days a year; null when no balance is kept. */
  yearlyQuota: number | null;
  accrual: 'yearly' | 'monthly';
  /** Most days carried into the next year; null: all. */
  carryForwardCap: number | null;
  halfDayAllowed: boolean;
  sandwich: boolean;
  minNoticeDays: number;
  /** 1: calendar year; 4: April–March. */
  yearStartMonth: number;
  overBalance: 'refuse' | 'loss_of_pay';
};

export type LeaveYear = { start: string; end: string };

/** Rounds to two decimals (the ledger's precision) without binary-float drift. */
export const roundDays = (days: number) => Math.round(days * 100) / 100;
/** Rounds to the nearest half day (prorated yearly quotas). */
export const roundHalf = (days: number) => Math.round(days * 2) / 2;

const iso = (d: DateTime) => d.toISODate()!;
const day = (date: string) => DateTime.fromISO(date, { zone: 'utc' });

/** The leave year containing `date`: calendar (start month 1) or April–March (4). */
export function leaveYearOf(date: string, startMonth: number): LeaveYear {
  const d = day(date);
  const startYear = d.month >= startMonth ? d.year : d.year - 1;
  const start = DateTime.fromObject(
    { year: startYear, month: startMonth, day: 1 },
    { zone: 'utc' },
  );
  return { start: iso(start), end: iso(start.plus({ years: 1 }).minus({ days: 1 })) };
}

export type Accrual = { leaveYear: string; period: string; onDate: string; days: number };

/**
 * A month counts for someone who joined in it only when they joined by the 15th (the usual
 * Indian payroll convention); the first month that counts for them.
 */
function firstCountingMonth(joinedOn: string): DateTime {
  const joined = day(joinedOn);
  const month = joined.startOf('month');
  return joined.day <= 15 ? month : month.plus({ months: 1 });
}

/**
 * The accruals due from the later of the joining date and `ledgerFrom` (when the organisation's
 * ledger began) up to `asOf`: a yearly quota at the start of each leave year, prorated by the
 * months left when the person joined during it (to the nearest half day); a monthly quota as a
 * twelfth on the first of each month that counts.
 */
export function accrualsDue(
  policy: Pick<LeavePolicy, 'yearlyQuota' | 'accrual' | 'yearStartMonth'>,
  joinedOn: string,
  ledgerFrom: string,
  asOf: string,
): Accrual[] {
  const quota = policy.yearlyQuota;
  if (quota === null || quota <= 0) return [];
  const from = joinedOn > ledgerFrom ? joinedOn : ledgerFrom;
  if (from > asOf) return [];
  const out: Accrual[] = [];
  const firstMonth = firstCountingMonth(joinedOn);
  let year = leaveYearOf(from, policy.yearStartMonth);
  const last = leaveYearOf(asOf, policy.yearStartMonth);
  while (year.start <= last.start) {
    const yearStart = day(year.start);
    const yearEnd = day(year.end);
    if (policy.accrual === 'yearly') {
      const counting = firstMonth > yearStart ? firstMonth : yearStart;
      const months = Math.max(
        0,
        Math.round(yearEnd.plus({ days: 1 }).diff(counting, 'months').months),
      );
      const days = months >= 12 ? quota : roundHalf((quota * months) / 12);
      if (days > 0)
        out.push({
          leaveYear: year.start,
          period: `Y:${year.start}`,
          onDate: joinedOn > year.start ? joinedOn : year.start,
          days,
        });
    } else {
      for (let m = yearStart; m <= yearEnd; m = m.plus({ months: 1 })) {
        if (m < firstMonth || iso(m) > asOf) continue;
        out.push({
          leaveYear: year.start,
          period: `M:${m.toFormat('yyyy-MM')}`,
          onDate: joinedOn > iso(m) ? joinedOn : iso(m),
          days: roundDays(quota / 12),
        });
      }
    }
    year = leaveYearOf(iso(yearEnd.plus({ days: 1 })), policy.yearStartMonth);
  }
  return out;
}

/**
 * Closing a leave year: what is carried into the next one (up to the cap; null: all) and what
 * lapses. A negative closing balance (overdrawn by an adjustment) is carried as it is.
 */
export function carryForward(
  closing: number,
  cap: number | null,
): { carry: number; lapse: number } {
  if (closing <= 0) return { carry: roundDays(closing), lapse: 0 };
  const carry = cap === null ? closing : Math.min(closing, cap);
  return { carry: roundDays(carry), lapse: roundDays(closing - carry) };
}

export type LeaveCalendar = {
  /** A working day for this person (not their weekly off, not a holiday). */
  isWorkingDay: (date: string) => boolean;
  /** Within their membership (joined on or before, not left before). */
  isMember: (date: string) => boolean;
};

export type LeaveDay = { date: string; days: number; working: boolean };

/**
 * What each day of a leave from `from` to `to` costs: a working day 1 (½ when it is one of the
 * half days), a weekly off or holiday 0 — or 1 under the sandwich rule when leave days lie on both
 * sides of it within the request. Cancelled days and days outside the membership cost nothing and
 * break a sandwich.
 */
export function leaveDays(
  request: {
    from: string;
    to: string;
    halfDays?: readonly string[];
    cancelled?: readonly string[];
  },
  calendar: LeaveCalendar,
  sandwich: boolean,
): LeaveDay[] {
  const half = new Set(request.halfDays ?? []);
  const cancelled = new Set(request.cancelled ?? []);
  const out: LeaveDay[] = [];
  for (let d = day(request.from); iso(d) <= request.to; d = d.plus({ days: 1 })) {
    const date = iso(d);
    const counts = !cancelled.has(date) && calendar.isMember(date);
    const working = calendar.isWorkingDay(date);
    out.push({ date, working, days: counts && working ? (half.has(date) ? 0.5 : 1) : 0 });
  }
  if (sandwich) {
    for (let i = 0; i < out.length; i++) {
      const entry = out[i]!;
      if (entry.working || cancelled.has(entry.date) || !calendar.isMember(entry.date)) continue;
      const touchesBefore = (() => {
        for (let j = i - 1; j >= 0; j--) {
          const e = out[j]!;
          if (e.working) return e.days > 0;
          if (cancelled.has(e.date)) return false;
        }
        return false;
      })();
      const touchesAfter = (() => {
        for (let j = i + 1; j < out.length; j++) {
          const e = out[j]!;
          if (e.working) return e.days > 0;
          if (cancelled.has(e.date)) return false;
        }
        return false;
      })();
      if (touchesBefore && touchesAfter) entry.days = 1;
    }
  }
  return out;
}

export const totalDays = (days: readonly LeaveDay[]) =>
  roundDays(days.reduce((sum, d) => sum + d.days, 0));

/** The days of a leave grouped by leave year (a leave across 31 March is charged to both). */
export function daysByYear(days: readonly LeaveDay[], yearStartMonth: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of days) {
    if (!d.days) continue;
    const year = leaveYearOf(d.date, yearStartMonth).start;
    out.set(year, roundDays((out.get(year) ?? 0) + d.days));
  }
  return out;
}

export type BalanceDecision =
  | { ok: true; paid: number; unpaid: number }
  | { ok: false; reason: 'insufficient_balance'; available: number; requested: number };

/**
 * A request of `requested` days against `available`: within it, all paid; beyond it, refused or
 * the excess unpaid (loss of pay), as the policy says. No quota: nothing to check.
 */
export function checkBalance(
  policy: Pick<LeavePolicy, 'yearlyQuota' | 'overBalance'>,
  requested: number,
  available: number,
  tracksBalance = policy.yearlyQuota !== null,
): BalanceDecision {
  if (!tracksBalance || requested <= available) return { ok: true, paid: requested, unpaid: 0 };
  if (policy.overBalance === 'loss_of_pay') {
    const paid = Math.max(0, roundDays(available));
    return { ok: true, paid, unpaid: roundDays(requested - paid) };
  }
  return {
    ok: false,
    reason: 'insufficient_balance',
    available: roundDays(Math.max(0, available)),
    requested,
  };
}

/** Days of notice given: the leave starts `from`, asked on `today`; enough for the policy? */
export function hasNotice(policy: Pick<LeavePolicy, 'minNoticeDays'>, today: string, from: string) {
  if (policy.minNoticeDays <= 0) return true;
  return day(from).diff(day(today), 'days').days >= policy.minNoticeDays;
}

/** Half days only where allowed, and only on days of the range. */
export function invalidHalfDays(
  policy: Pick<LeavePolicy, 'halfDayAllowed'>,
  request: { from: string; to: string; halfDays: readonly string[] },
): string | null {
  if (!request.halfDays.length) return null;
  if (!policy.halfDayAllowed) return 'not_allowed';
  if (request.halfDays.some((d) => d < request.from || d > request.to)) return 'outside';
  return null;
}
