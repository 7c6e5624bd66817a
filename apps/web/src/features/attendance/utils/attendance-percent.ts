import {
  ATTENDANCE_RULE_TEXT,
  ATTENDED_STATUSES,
  type AttendanceStatus,
  type AttendanceSummary,
  EXCLUDED_STATUSES,
  floorPercent,
  isBelowMinimum,
  summarise,
} from '@ias/shared';

/**
 * The attendance rule shown to students (and used for the low-attendance list and the reports)
 * lives in @ias/shared (attendance-rule.ts), so the server's reports count the same way.
 */
export { ATTENDANCE_RULE_TEXT, ATTENDED_STATUSES, EXCLUDED_STATUSES, isBelowMinimum, summarise };
export type { AttendanceSummary };

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
  const rounded = floorPercent(percent);
  if (rounded === null) return '—';
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} %`;
}
