import type { AttendanceStatus, MemberDay } from '@ias/shared';
import { translate, translatedLabels } from '../catalogue';
import { ATTENDED_STATUSES, EXCLUDED_STATUSES } from './attendance-percent';
import { addDays, isoWeekday, monthBounds } from './dates';

/** The server's day (GET /api/members/:id/days) as the calendar and the timesheet read it. */
export type ServerDay = Pick<MemberDay, 'date' | 'kind' | 'holiday_name'>;
import { isAttendanceStatus } from './status';

export type DayKind =
  AttendanceStatus | 'partial' | 'holiday' | 'weekly_off' | 'future' | 'no_record';

export type CalendarDay = {
  date: string;
  day: number;
  kind: DayKind;
  label: string;
  /** e.g. '4 of 6 periods attended' or the holiday's name. */
  detail?: string;
  isToday: boolean;
};

export type RecordForDay = {
  date: string;
  class_session_id: string | null;
  status: AttendanceStatus | string;
};

export const DAY_KIND_LABEL: Record<DayKind, string> = translatedLabels({
  present: 'attendance.status.present',
  late: 'attendance.status.late',
  half_day: 'attendance.status.halfDay',
  absent: 'attendance.status.absent',
  excused: 'attendance.status.excused',
  on_leave: 'attendance.status.onLeave',
  partial: 'attendance.dayKind.partial',
  holiday: 'attendance.dayKind.holiday',
  weekly_off: 'attendance.dayKind.weeklyOff',
  future: 'attendance.dayKind.future',
  no_record: 'attendance.dayKind.noRecord',
});

type DayResult = { kind: DayKind; detail?: string };

/**
 * One day's status. When periods were marked (roll-call), the periods decide: all attended is
 * present (late if any was late), none attended is absent, a mix is 'part of the day'. Without
 * periods, the day's own record (gate kiosk, shift) decides.
 */
export function dayStatus(records: RecordForDay[]): DayResult | null {
  const sessions = records.filter((r) => r.class_session_id !== null);
  if (sessions.length) {
    const attended = sessions.filter((r) => (ATTENDED_STATUSES as string[]).includes(r.status));
    const excluded = sessions.filter((r) => (EXCLUDED_STATUSES as string[]).includes(r.status));
    const counted = sessions.length - excluded.length;
    if (counted === 0) {
      return { kind: excluded.some((r) => r.status === 'on_leave') ? 'on_leave' : 'excused' };
    }
    const detail = translate('attendance.calendar.periodsAttended', {
      attended: attended.length,
      count: counted,
    });
    if (attended.length === counted) {
      const kind = attended.some((r) => r.status === 'late')
        ? 'late'
        : attended.some((r) => r.status === 'half_day')
          ? 'half_day'
          : 'present';
      return { kind, detail };
    }
    return { kind: attended.length === 0 ? 'absent' : 'partial', detail };
  }
  const day = records.find((r) => r.class_session_id === null);
  return day && isAttendanceStatus(day.status) ? { kind: day.status } : null;
}

export type MonthGrid = {
  /** Monday-first weeks; null pads the days outside the month. */
  weeks: Array<Array<CalendarDay | null>>;
  /** How many days of each kind the month has (up to today). */
  totals: Partial<Record<DayKind, number>>;
};

/**
 * The month's calendar of day statuses: the records decide; a day without one is what the server
 * says it is (holiday, weekly off, leave — `days`, never re-derived here), else no record.
 */
export function buildMonthGrid(input: {
  month: string;
  today: string;
  records: RecordForDay[];
  days?: readonly ServerDay[];
}): MonthGrid {
  const { from, to } = monthBounds(input.month);
  const byDate = new Map<string, RecordForDay[]>();
  for (const record of input.records) {
    const list = byDate.get(record.date) ?? [];
    list.push(record);
    byDate.set(record.date, list);
  }
  const serverDays = new Map((input.days ?? []).map((d) => [d.date, d]));
  const weeks: MonthGrid['weeks'] = [];
  const totals: MonthGrid['totals'] = {};
  let week: Array<CalendarDay | null> = Array.from({ length: isoWeekday(from) - 1 }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const result = resolve(date, input.today, serverDays.get(date), byDate.get(date) ?? []);
    const cell: CalendarDay = {
      date,
      day: Number(date.slice(8)),
      kind: result.kind,
      label: DAY_KIND_LABEL[result.kind],
      detail: result.detail,
      isToday: date === input.today,
    };
    if (date <= input.today && result.kind !== 'future' && !result.outside)
      totals[result.kind] = (totals[result.kind] ?? 0) + 1;
    week.push(cell);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return { weeks, totals };
}

function resolve(
  date: string,
  today: string,
  server: ServerDay | undefined,
  records: RecordForDay[],
): DayResult & { outside?: boolean } {
  const fromRecords = dayStatus(records);
  if (fromRecords) return fromRecords;
  switch (server?.kind) {
    case 'holiday':
      return { kind: 'holiday', detail: server.holiday_name ?? undefined };
    case 'weekly_off':
      return { kind: 'weekly_off' };
    case 'leave':
      return { kind: 'on_leave' };
    case 'before_joining':
    case 'after_leaving':
      return { kind: 'no_record', outside: true };
    default:
      return date > today ? { kind: 'future' } : { kind: 'no_record' };
  }
}
