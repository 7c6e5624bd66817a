import type { CompOffMode, OvertimeDayKind } from '@ias/shared';
import { DateTime } from 'luxon';
import { type OrgRules, type ShiftSpec, shiftOccurrence } from '../attendance/rules.js';

/**
 * The overtime and comp-off rules, as pure functions over a day's first-in and last-out, the
 * shift and the organisation's settings. Times are wall-clock in the organisation's zone (Luxon);
 * the database keeps instants in UTC.
 */

export type OvertimeShift = ShiftSpec & {
  overtimeEnabled: boolean;
  thresholdMinutes: number;
  dailyCapMinutes: number | null;
  monthlyCapMinutes: number | null;
};

export type OvertimeSettings = {
  mode: CompOffMode;
  approval: boolean;
  expiryDays: number;
  /** The organisation's half-day threshold: a comp-off day needs at least this much work. */
  halfDayThresholdMinutes: number;
};

export type DayWork = {
  date: string;
  dayKind: OvertimeDayKind;
  checkIn: Date;
  checkOut: Date;
};

export type DayFigures = {
  worked: number;
  /** Inside the schedule (up to the shift's end plus the threshold); never on a day off. */
  regular: number;
  /** Beyond it, before the caps. */
  extra: number;
  /** Whether `extra` may count as overtime (the shift counts overtime, and the setting says so). */
  overtimeEligible: boolean;
  compOffDays: number;
};

const minutesBetween = (from: Date | DateTime, to: Date | DateTime) => {
  const a = from instanceof Date ? from.getTime() : from.toMillis();
  const b = to instanceof Date ? to.getTime() : to.toMillis();
  return Math.max(0, Math.round((b - a) / 60_000));
};

/**
 * A comp-off credit for work on a holiday or weekly off: a whole day for at least the
 * organisation's half-day threshold (what makes a working day a full day), half a day for at
 * least half of it, nothing below.
 */
export function compOffCredit(workedMinutes: number, halfDayThresholdMinutes: number): number {
  if (workedMinutes <= 0) return 0;
  if (halfDayThresholdMinutes <= 0 || workedMinutes >= halfDayThresholdMinutes) return 1;
  if (workedMinutes >= halfDayThresholdMinutes / 2) return 0.5;
  return 0;
}

/**
 * One day's figures. On a working day overtime starts at the shift's end plus the threshold
 * (minutes before that are regular, early arrival is not overtime); on a holiday or weekly off
 * every minute is beyond the schedule — overtime unless the organisation gives comp-off instead,
 * and a comp-off credit unless it gives overtime only.
 */
export function dayFigures(
  work: DayWork,
  shift: OvertimeShift | null,
  settings: OvertimeSettings,
  zone: string,
): DayFigures {
  const worked = minutesBetween(work.checkIn, work.checkOut);
  const enabled = !!shift?.overtimeEnabled;
  if (work.dayKind !== 'working') {
    return {
      worked,
      regular: 0,
      extra: worked,
      overtimeEligible: enabled && settings.mode !== 'comp_off',
      compOffDays:
        settings.mode === 'overtime' ? 0 : compOffCredit(worked, settings.halfDayThresholdMinutes),
    };
  }
  if (!shift || !enabled)
    return { worked, regular: worked, extra: 0, overtimeEligible: false, compOffDays: 0 };
  const rules: OrgRules = {
    timezone: zone,
    lateGraceMinutes: 0,
    halfDayThresholdMinutes: 0,
    weeklyOffDays: [],
    holidays: new Set(),
  };
  const occurrence = shiftOccurrence(shift, work.date, rules);
  const from = occurrence.end.plus({ minutes: shift.thresholdMinutes });
  const checkIn = DateTime.fromJSDate(work.checkIn);
  const extra = minutesBetween(checkIn > from ? checkIn : from, work.checkOut);
  return { worked, regular: worked - extra, extra, overtimeEligible: true, compOffDays: 0 };
}

/**
 * The overtime that counts on a day under the caps: at most the day's cap, and at most what is
 * left of the month's cap after the days before it (null caps: none).
 */
export function cappedOvertime(
  extra: number,
  caps: { daily: number | null; monthly: number | null },
  usedThisMonth: number,
): number {
  let counted = extra;
  if (caps.daily !== null) counted = Math.min(counted, caps.daily);
  if (caps.monthly !== null) counted = Math.min(counted, Math.max(0, caps.monthly - usedThisMonth));
  return Math.max(0, counted);
}

/** The last day a comp-off credit earned on `date` can be used. */
export function compOffExpiry(date: string, expiryDays: number): string {
  return DateTime.fromISO(date).plus({ days: expiryDays }).toISODate()!;
}

/**
 * What lapses when a credit expires, leave taken from the oldest credit first: of the balance,
 * the newer credits are still whole, so this credit keeps at most what is beyond them.
 */
export function expiredPart(credit: number, balance: number, newerCredits: number): number {
  const left = Math.min(credit, Math.max(0, balance - newerCredits));
  return Math.round(left * 100) / 100;
}

/** The entry's status when it is counted: pending when the organisation approves overtime. */
export function initialStatus(
  settings: Pick<OvertimeSettings, 'approval'>,
  counted: number,
  compOffDays: number,
): 'pending' | 'approved' {
  return settings.approval && (counted > 0 || compOffDays > 0) ? 'pending' : 'approved';
}
