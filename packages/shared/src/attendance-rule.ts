import type { AttendanceStatus } from './attendance.js';

/**
 * The product's attendance rule, in one place for the dashboards and the reports: a class (or a
 * day) counts as attended when the person was present, late or there for half the day; an absence
 * counts against them; excused classes and approved leave are left out of the calculation.
 */
export const ATTENDED_STATUSES: readonly AttendanceStatus[] = ['present', 'late', 'half_day'];
export const EXCLUDED_STATUSES: readonly AttendanceStatus[] = ['excused', 'on_leave'];

export const ATTENDANCE_RULE_TEXT =
  'Present, late and half-day count as attended; absent counts against you; excused classes and approved leave are not counted at all.';

export type AttendanceSummary = {
  attended: number;
  absent: number;
  /** Excused and on-leave: not part of the percentage. */
  excluded: number;
  /** attended + absent: the classes (or days) the percentage is taken over. */
  counted: number;
  /** 0–100, or null when nothing counted yet. */
  percent: number | null;
};

export type StatusCounts = Partial<Record<AttendanceStatus, number>>;

/** The summary of counts per status (what a report's SQL gives). */
export function summariseCounts(counts: StatusCounts): AttendanceSummary {
  const sum = (statuses: readonly AttendanceStatus[]) =>
    statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
  const attended = sum(ATTENDED_STATUSES);
  const absent = counts.absent ?? 0;
  const counted = attended + absent;
  return {
    attended,
    absent,
    excluded: sum(EXCLUDED_STATUSES),
    counted,
    percent: counted ? (attended / counted) * 100 : null,
  };
}

/** The summary of a list of statuses (what a dashboard's records give). */
export function summarise(statuses: Iterable<AttendanceStatus | string>): AttendanceSummary {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return summariseCounts(counts as StatusCounts);
}

/** Whether a percentage is below the minimum (nothing counted yet is never below). */
export function isBelowMinimum(percent: number | null, minimum: number | null): boolean {
  return percent !== null && minimum !== null && percent < minimum - 1e-9;
}

/**
 * A percentage to one decimal, rounded down so a figure just below the minimum never reads as the
 * minimum (74.96 is 74.9, not 75.0); null stays null.
 */
export function floorPercent(percent: number | null): number | null {
  return percent === null ? null : Math.floor(percent * 10 + 1e-9) / 10;
}

/**
 * Whether a person's figure is taken over class periods or over days, as the student dashboard
 * does: periods when any were marked (attended or absent), days only when no period was.
 */
export function attendanceBasis(
  periods: Pick<AttendanceSummary, 'counted'>,
  days: Pick<AttendanceSummary, 'counted'>,
): 'classes' | 'days' {
  return periods.counted > 0 || days.counted === 0 ? 'classes' : 'days';
}
