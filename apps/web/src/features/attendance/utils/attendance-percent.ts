import type { AttendanceStatus } from '@ias/shared';

/**
 * The attendance rule shown to students (and used for the low-attendance list): a class counts
 * as attended when the student was present, late or there for half the day; an absence counts
 * against them; excused classes and approved leave are left out of the calculation entirely.
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
  /** attended + absent: the classes the percentage is taken over. */
  counted: number;
  /** 0–100, or null when nothing counted yet. */
  percent: number | null;
};

export function summarise(statuses: Iterable<AttendanceStatus | string>): AttendanceSummary {
  let attended = 0;
  let absent = 0;
  let excluded = 0;
  for (const status of statuses) {
    if ((ATTENDED_STATUSES as readonly string[]).includes(status)) attended++;
    else if (status === 'absent') absent++;
    else if ((EXCLUDED_STATUSES as readonly string[]).includes(status)) excluded++;
  }
  const counted = attended + absent;
  return {
    attended,
    absent,
    excluded,
    counted,
    percent: counted ? (attended / counted) * 100 : null,
  };
}

/** Whether a percentage is below the minimum (nothing counted yet is never below). */
export function isBelowMinimum(percent: number | null, minimum: number | null): boolean {
  return percent !== null && minimum !== null && percent < minimum - 1e-9;
}

/**
 * How many classes in a row a student must attend to reach `minimum` % again:
 * the smallest n with (attended + n) / (counted + n) ≥ minimum / 100.
 */
export function classesToReach(summary: AttendanceSummary, minimum: number): number {
  const m = minimum / 100;
  if (m >= 1) return summary.absent > 0 ? Number.POSITIVE_INFINITY : 0;
  const needed = (m * summary.counted - summary.attended) / (1 - m);
  return Math.max(0, Math.ceil(needed - 1e-9));
}

/** How many more classes can be missed while staying at or above `minimum` %. */
export function classesCanMiss(summary: AttendanceSummary, minimum: number): number {
  if (minimum <= 0) return Number.POSITIVE_INFINITY;
  const m = minimum / 100;
  // attended / (counted + k) ≥ m  ⇔  k ≤ attended / m − counted
  return Math.max(0, Math.floor(summary.attended / m - summary.counted + 1e-9));
}

export type SubjectAttendance = AttendanceSummary & { subject: string; isBelow: boolean };

/** Per-subject summaries of class-session records, alphabetical. */
export function bySubject(
  records: Array<{ subject: string; status: AttendanceStatus | string }>,
  minimum: number | null,
): SubjectAttendance[] {
  const groups = new Map<string, string[]>();
  for (const record of records) {
    const list = groups.get(record.subject) ?? [];
    list.push(record.status);
    groups.set(record.subject, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([subject, statuses]) => {
      const summary = summarise(statuses);
      return { subject, ...summary, isBelow: isBelowMinimum(summary.percent, minimum) };
    });
}

/**
 * '82.5 %' with at most one decimal, rounded down so a figure just below the minimum never
 * reads as the minimum; '—' when nothing counted.
 */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—';
  const rounded = Math.floor(percent * 10 + 1e-9) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} %`;
}
