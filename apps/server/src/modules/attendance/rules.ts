import { DateTime } from 'luxon';

/**
 * The attendance rules, as pure functions over instants and an organisation's settings. Schedules
 * are wall-clock times in the organisation's zone; every instant is converted there once.
 */

export type OrgRules = {
  timezone: string;
  lateGraceMinutes: number;
  halfDayThresholdMinutes: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weeklyOffDays: number[];
  /** 'YYYY-MM-DD' dates. */
  holidays: ReadonlySet<string>;
  /** The holidays' names, by date (when loaded with them). */
  holidayNames?: ReadonlyMap<string, string>;
};

export type ShiftSpec = {
  id: string;
  startsAt: string; // 'HH:MM[:SS]'
  endsAt: string;
  graceMinutes: number | null;
  weeklyOffDays: number[] | null;
};

export type Period = {
  /** The attendance day: an overnight shift belongs to the day it started. */
  date: string;
  start: DateTime;
  end: DateTime;
  graceMinutes: number;
  shiftId: string | null;
};

export type Status = 'present' | 'late' | 'half_day' | 'absent' | 'excused' | 'on_leave';

/** How early before a shift a check-in still counts for it, and how late after its end a check-out does. */
export const EARLY_ALLOWANCE_HOURS = 3;
export const LATE_ALLOWANCE_HOURS = 4;
/** A second scan within this many minutes is the same scan (people tap twice, cameras see twice). */
export const REPEAT_SCAN_MINUTES = 5;

const timeParts = (time: string) => {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return { hour, minute, second };
};

export function localDate(instant: Date, timezone: string): string {
  return DateTime.fromJSDate(instant, { zone: timezone }).toISODate()!;
}

/** The occurrence of a shift that starts on `date` (wall-clock in the zone; DST-safe). */
export function shiftOccurrence(shift: ShiftSpec, date: string, rules: OrgRules): Period {
  const day = DateTime.fromISO(date, { zone: rules.timezone });
  const start = day.set(timeParts(shift.startsAt));
  let end = day.set(timeParts(shift.endsAt));
  if (end <= start) end = end.plus({ days: 1 });
  return {
    date,
    start,
    end,
    graceMinutes: shift.graceMinutes ?? rules.lateGraceMinutes,
    shiftId: shift.id,
  };
}

/**
 * The shift occurrence an instant belongs to: the one whose window (with allowances) contains it,
 * nearest start first. A 05:50 check-out after a 22:00–06:00 shift belongs to the previous day.
 * Scans apply this rule (with `dayPeriod`, `checkInStatus` and REPEAT_SCAN_MINUTES) in SQL, as
 * `private.scan_period` / `private.record_scan` (migration 0083), in the scan's one statement;
 * these functions state it for the unit tests, and `scan-period.test.ts` holds the two equal.
 */
export function shiftPeriodFor(
  instant: Date,
  shift: ShiftSpec,
  rules: OrgRules,
): Period | undefined {
  const at = DateTime.fromJSDate(instant, { zone: rules.timezone });
  const candidates = [-1, 0, 1]
    .map((offset) => shiftOccurrence(shift, at.plus({ days: offset }).toISODate()!, rules))
    .filter(
      (p) =>
        at >= p.start.minus({ hours: EARLY_ALLOWANCE_HOURS }) &&
        at <= p.end.plus({ hours: LATE_ALLOWANCE_HOURS }),
    );
  candidates.sort(
    (a, b) => Math.abs(at.diff(a.start).toMillis()) - Math.abs(at.diff(b.start).toMillis()),
  );
  return candidates[0];
}

/** A whole-day period (no shift): the calendar day in the organisation's zone, with a start time if known. */
export function dayPeriod(
  instant: Date,
  rules: OrgRules,
  startsAt?: string,
  endsAt?: string,
): Period {
  const date = localDate(instant, rules.timezone);
  const day = DateTime.fromISO(date, { zone: rules.timezone });
  return {
    date,
    start: startsAt ? day.set(timeParts(startsAt)) : day,
    end: endsAt ? day.set(timeParts(endsAt)) : day.endOf('day'),
    graceMinutes: rules.lateGraceMinutes,
    shiftId: null,
  };
}

/** The facts a day's kind depends on: the holidays (with their names) and the weekly offs. */
export type DayCalendar = Pick<OrgRules, 'holidays' | 'weeklyOffDays'> & {
  holidayNames?: ReadonlyMap<string, string>;
};

/**
 * The kind of an organisation's day — the one rule for the closure job, leave pricing, the
 * reports' HOL/WO codes and "what is this person's day" (day.ts): a holiday, else a weekly off
 * (a shift's own weekly offs replace the organisation's), else a working day.
 */
export function orgDayKind(
  date: string,
  calendar: DayCalendar,
  shiftWeeklyOff?: number[] | null,
): { kind: 'working' | 'holiday' | 'weekly_off'; holidayName?: string } {
  if (calendar.holidays.has(date))
    return { kind: 'holiday', holidayName: calendar.holidayNames?.get(date) ?? '' };
  const weekday = DateTime.fromISO(date).weekday;
  if ((shiftWeeklyOff ?? calendar.weeklyOffDays).includes(weekday)) return { kind: 'weekly_off' };
  return { kind: 'working' };
}

export function isWorkingDay(
  date: string,
  rules: DayCalendar,
  shiftWeeklyOff?: number[] | null,
): boolean {
  return orgDayKind(date, rules, shiftWeeklyOff).kind === 'working';
}

/** Present when in by the start plus grace; otherwise late, by whole minutes after the start. */
export function checkInStatus(
  checkIn: Date,
  period: Period,
): { status: 'present' | 'late'; lateByMinutes: number } {
  const at = DateTime.fromJSDate(checkIn);
  const lateBy = Math.floor(at.diff(period.start, 'minutes').minutes);
  if (lateBy <= period.graceMinutes) return { status: 'present', lateByMinutes: 0 };
  return { status: 'late', lateByMinutes: lateBy };
}

/**
 * The status once the period is over: half a day when the time between first-in and last-out is
 * below the threshold (for shifts and whole days, not class periods); otherwise the check-in status.
 */
export function closingStatus(
  record: { status: Status; checkInAt: Date | null; checkOutAt: Date | null },
  rules: OrgRules,
  options: { halfDayApplies: boolean },
): Status {
  if (!record.checkInAt) return record.status;
  if (options.halfDayApplies && record.checkOutAt && rules.halfDayThresholdMinutes > 0) {
    const worked = (record.checkOutAt.getTime() - record.checkInAt.getTime()) / 60_000;
    if (worked < rules.halfDayThresholdMinutes) return 'half_day';
  }
  return record.status;
}

/** Great-circle distance in metres (haversine), for geofences. */
export function distanceMetres(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
