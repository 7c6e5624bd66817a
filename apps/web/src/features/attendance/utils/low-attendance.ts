import type { AttendanceStatus } from '@ias/shared';
import { type AttendanceSummary, isBelowMinimum, summarise } from './attendance-percent';

export type LowAttendanceRow = AttendanceSummary & {
  member_id: string;
  group_id: string;
  subject: string;
  isBelow: boolean;
};

/**
 * Each student's attendance in each of a teacher's subjects (one row per student, class and
 * subject), lowest first, from the marks of the teacher's periods.
 */
export function lowAttendanceRows(
  marks: Array<{ member_id: string; class_session_id: string; status: AttendanceStatus }>,
  sessions: ReadonlyMap<string, { group_id: string; subject: string }>,
  minimum: number | null,
): LowAttendanceRow[] {
  const buckets = new Map<
    string,
    { member_id: string; group_id: string; subject: string; statuses: string[] }
  >();
  for (const mark of marks) {
    const session = sessions.get(mark.class_session_id);
    if (!session) continue;
    const key = `${mark.member_id}|${session.group_id}|${session.subject}`;
    const bucket = buckets.get(key) ?? {
      member_id: mark.member_id,
      group_id: session.group_id,
      subject: session.subject,
      statuses: [],
    };
    bucket.statuses.push(mark.status);
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .map(({ statuses, ...rest }) => {
      const summary = summarise(statuses);
      return { ...rest, ...summary, isBelow: isBelowMinimum(summary.percent, minimum) };
    })
    .filter((row) => row.counted > 0)
    .sort((a, b) => (a.percent ?? 100) - (b.percent ?? 100) || b.absent - a.absent);
}
