import type { AttendanceStatus } from '@ias/shared';
import type { ServerDay } from './calendar';
import { addDays, minutesBetween, monthBounds } from './dates';

export type TimesheetRecord = {
  date: string;
  class_session_id: string | null;
  status: AttendanceStatus;
  check_in_at: string | null;
  check_out_at: string | null;
  flags: string[];
  note: string | null;
};

export type TimesheetDay = {
  date: string;
  record: TimesheetRecord | null;
  /** Worked minutes (check-in to check-out); null without both. */
  minutes: number | null;
  /** Why there is no record: a holiday (its name), a weekly off, or nothing recorded. */
  off: { kind: 'holiday'; name: string } | { kind: 'weekly_off' } | null;
  needsCorrection: boolean;
};

export type TimesheetTotals = Partial<Record<AttendanceStatus, number>> & {
  minutes: number;
  /** Days with a forgotten check-out. */
  missingCheckOut: number;
  /** Working days with no record at all (before today). */
  unrecorded: number;
};

/**
 * A person's month, one row per day up to today (newest first), from their day records and the
 * server's days (holidays and weekly offs as GET /api/members/:id/days defines them). Hours count only days with both a check-in and a
 * check-out; a forgotten check-out is flagged for a correction.
 */
export function buildTimesheet(input: {
  month: string;
  today: string;
  records: TimesheetRecord[];
  days?: readonly ServerDay[];
}): { days: TimesheetDay[]; totals: TimesheetTotals } {
  const serverDays = new Map((input.days ?? []).map((d) => [d.date, d]));
  const { from, to } = monthBounds(input.month);
  const byDate = new Map(
    input.records.filter((r) => r.class_session_id === null).map((r) => [r.date, r]),
  );
  const totals: TimesheetTotals = { minutes: 0, missingCheckOut: 0, unrecorded: 0 };
  const days: TimesheetDay[] = [];
  const last = to < input.today ? to : input.today;
  for (let date = from; date <= last; date = addDays(date, 1)) {
    const record = byDate.get(date) ?? null;
    const server = serverDays.get(date);
    const off: TimesheetDay['off'] =
      server?.kind === 'holiday'
        ? { kind: 'holiday', name: server.holiday_name ?? '' }
        : server?.kind === 'weekly_off'
          ? { kind: 'weekly_off' }
          : null;
    const minutes = record ? minutesBetween(record.check_in_at, record.check_out_at) : null;
    const needsCorrection = Boolean(
      record &&
      (record.flags.includes('missing_check_out') ||
        (record.check_in_at && !record.check_out_at && date < input.today)),
    );
    if (record) {
      totals[record.status] = (totals[record.status] ?? 0) + 1;
      totals.minutes += minutes ?? 0;
      if (needsCorrection) totals.missingCheckOut++;
    } else if (server?.kind === 'working' && date < input.today) {
      totals.unrecorded++;
    }
    days.push({ date, record, minutes, off, needsCorrection });
  }
  return { days: days.reverse(), totals };
}
