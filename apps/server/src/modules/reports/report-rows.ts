import {
  type AttendanceReportRow,
  type AttendanceStatus,
  attendanceBasis,
  AUTO_CHECK_OUT_MARK,
  HOLIDAY_CODE,
  isBelowMinimum,
  type ReportPerson,
  STATUS_CODES,
  type StatusCounts,
  summariseCounts,
  WEEKLY_OFF_CODE,
} from '@ias/shared';
import { forEachInTurns, mapInTurns } from '../../lib/turns.js';
import { orgDayKind } from '../attendance/rules.js';
import type { DayMarks, PersonRow, StatusTotal } from './repository.js';

/**
 * Turning the report's query results into rows: pure functions, with the product's attendance
 * rule from @ias/shared so a report and the dashboards never disagree.
 */

type Kind = 'institute' | 'company';
type Basis = 'classes' | 'days';
export type CountRow = { member_id: string; is_class: boolean; status: string; n: number };
type Tally = { classes: StatusCounts; days: StatusCounts };

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** People by name, then number: the same order on PGlite and on PostgreSQL whatever its collation. */
export function byName(a: PersonRow, b: PersonRow): number {
  return (
    collator.compare(a.full_name, b.full_name) ||
    collator.compare(a.roll_number ?? a.employee_code ?? '', b.roll_number ?? b.employee_code ?? '')
  );
}

export function toPerson(row: PersonRow, kind: Kind): ReportPerson {
  return {
    member_id: row.member_id,
    full_name: row.full_name,
    number:
      kind === 'institute'
        ? (row.roll_number ?? row.employee_code)
        : (row.employee_code ?? row.roll_number),
    role: row.role,
    status: row.status,
    left_on: row.left_on,
    groups: row.groups,
  };
}

export function tallyByMember(counts: CountRow[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const count of counts) addToTally(tallies, count);
  return tallies;
}

function addToTally(tallies: Map<string, Tally>, { member_id, is_class, status, n }: CountRow) {
  let tally = tallies.get(member_id);
  if (!tally) tallies.set(member_id, (tally = { classes: {}, days: {} }));
  const side = is_class ? tally.classes : tally.days;
  side[status as AttendanceStatus] = (side[status as AttendanceStatus] ?? 0) + n;
}

/**
 * What a person's figure is taken over: days in companies; in institutes class periods when any
 * were marked in the range, else days (as the student dashboard chooses).
 */
export function basisOf(tally: Tally | undefined, kind: Kind): Basis {
  if (kind === 'company') return 'days';
  return attendanceBasis(summariseCounts(tally?.classes ?? {}), summariseCounts(tally?.days ?? {}));
}

/**
 * Per person, over day records: minutes worked, days without a check-out and days checked out
 * automatically.
 */
export function dayTimesByMember(totals: StatusTotal[]) {
  const times: DayTimes = new Map();
  for (const total of totals) addToDayTimes(times, total);
  return times;
}

type DayTimes = Map<string, { minutes: number; missing: number; auto: number }>;

function addToDayTimes(
  times: DayTimes,
  { member_id, is_class, minutes, missing, auto }: StatusTotal,
) {
  if (is_class) return;
  let time = times.get(member_id);
  if (!time) times.set(member_id, (time = { minutes: 0, missing: 0, auto: 0 }));
  time.minutes += minutes;
  time.missing += missing;
  time.auto += auto ?? 0;
}

type SummaryInput = {
  kind: Kind;
  minimum: number | null;
  people: PersonRow[];
  totals: StatusTotal[];
};

export function summaryRows(input: SummaryInput): AttendanceReportRow[] {
  return input.people.map(
    summaryRowOf(input, tallyByMember(input.totals), dayTimesByMember(input.totals)),
  );
}

/** `summaryRows` a slice at a time (lib/turns), for a whole organisation's report on the server. */
export async function summaryRowsInTurns(input: SummaryInput): Promise<AttendanceReportRow[]> {
  const tallies = new Map<string, Tally>();
  const times: DayTimes = new Map();
  await forEachInTurns(input.totals, (total) => {
    addToTally(tallies, total);
    addToDayTimes(times, total);
  });
  return mapInTurns(input.people, summaryRowOf(input, tallies, times));
}

function summaryRowOf(
  input: Omit<SummaryInput, 'people' | 'totals'>,
  tallies: Map<string, Tally>,
  times: DayTimes,
) {
  return (person: PersonRow): AttendanceReportRow => {
    const tally = tallies.get(person.member_id);
    const countedBy = basisOf(tally, input.kind);
    const counts = (countedBy === 'classes' ? tally?.classes : tally?.days) ?? {};
    const summary = summariseCounts(counts);
    const isCompany = input.kind === 'company';
    return {
      ...toPerson(person, input.kind),
      counted_by: countedBy,
      present: counts.present ?? 0,
      late: counts.late ?? 0,
      half_day: counts.half_day ?? 0,
      absent: counts.absent ?? 0,
      on_leave: counts.on_leave ?? 0,
      excused: counts.excused ?? 0,
      attended: summary.attended,
      counted: summary.counted,
      percent: summary.percent,
      // The minimum is the institutes' rule for students (75 % in most Indian colleges).
      is_below_minimum:
        input.kind === 'institute' &&
        person.role === 'student' &&
        isBelowMinimum(summary.percent, input.minimum),
      minutes_worked: isCompany ? (times.get(person.member_id)?.minutes ?? 0) : null,
      missing_check_outs: isCompany ? (times.get(person.member_id)?.missing ?? 0) : null,
      auto_check_outs: isCompany ? (times.get(person.member_id)?.auto ?? 0) : null,
    };
  };
}

/**
 * The status counts of `tallyByMember` from a person's days (`dailyMarks`): one day record per
 * person and day, and each class period's record in the day's list — the same records counted.
 */
export function countsFromMarks(marks: DayMarks[]): CountRow[] {
  const counts = new Map<string, CountRow>();
  const add = (member_id: string, is_class: boolean, status: string) => {
    const key = `${member_id}|${is_class}|${status}`;
    const row = counts.get(key);
    if (row) row.n++;
    else counts.set(key, { member_id, is_class, status, n: 1 });
  };
  for (const mark of marks) {
    if (mark.day_status) add(mark.member_id, false, mark.day_status);
    for (const status of mark.class_statuses ?? []) add(mark.member_id, true, status);
  }
  return [...counts.values()];
}

const codeOf = (status: string | null | undefined) =>
  status ? (STATUS_CODES[status as AttendanceStatus] ?? '') : '';

/**
 * One code per person per day: the day record's (with AUTO_CHECK_OUT_MARK when it was checked
 * out automatically: 'P+AC'), or the day's class periods' codes in timetable
 * order ("P P A") for people counted by classes; a day without one is HOL on a holiday, WO on
 * the person's weekly off, blank otherwise.
 */
export function dailyCodes(input: {
  kind: Kind;
  people: PersonRow[];
  counts: CountRow[];
  marks: DayMarks[];
  dates: string[];
  holidays: ReadonlySet<string>;
  /** The day-by-day report marks automatic check-outs; the charts' calendar does not. */
  markAutoCheckOuts?: boolean;
}): Array<ReportPerson & { counted_by: Basis; codes: string[] }> {
  const tallies = tallyByMember(input.counts);
  const marks = new Map(input.marks.map((m) => [`${m.member_id}|${m.date}`, m]));
  return input.people.map((person) => {
    const countedBy = basisOf(tallies.get(person.member_id), input.kind);
    const codes = input.dates.map((date) => {
      const day = marks.get(`${person.member_id}|${date}`);
      const code =
        countedBy === 'classes'
          ? (day?.class_statuses ?? []).map(codeOf).join(' ')
          : codeOf(day?.day_status);
      if (code)
        return input.markAutoCheckOuts && countedBy === 'days' && day?.auto_check_out
          ? code + AUTO_CHECK_OUT_MARK
          : code;
      // The same day rule as the closure and the dashboards (attendance/rules.ts orgDayKind).
      const off = orgDayKind(date, {
        holidays: input.holidays,
        weeklyOffDays: person.weekly_off_days,
      });
      return off.kind === 'holiday'
        ? HOLIDAY_CODE
        : off.kind === 'weekly_off'
          ? WEEKLY_OFF_CODE
          : '';
    });
    return { ...toPerson(person, input.kind), counted_by: countedBy, codes };
  });
}

/** The statuses in the order of their marks in `attendance_month_days` (migration 0084), from 1. */
const MARKED_STATUSES: AttendanceStatus[] = [
  'present',
  'late',
  'half_day',
  'absent',
  'on_leave',
  'excused',
];

/** Each mark's code, without and with AUTO_CHECK_OUT_MARK. */
const MARKED_CODES = MARKED_STATUSES.map((status) => [
  codeOf(status),
  codeOf(status) + AUTO_CHECK_OUT_MARK,
]);

/** Days from the day `fromMs` (its UTC midnight) to the 1st of `month` ('YYYY-MM'). */
function daysTo(month: string, fromMs: number): number {
  const digit = (at: number) => month.charCodeAt(at) - 48;
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3);
  return Math.round((Date.UTC(year, digit(5) * 10 + digit(6) - 1, 1) - fromMs) / 86_400_000);
}

/** A class period no longer in the timetable: after the others, as the timetable's order has it. */
const NO_PLACE = 2_147_483_647;

/**
 * `dailyCodes` of one person from their months and class periods as `personDays` gives them (null:
 * none in the range), for the day-by-day report of a whole organisation's year: the same codes,
 * without a day object or a date computation per cell. `from`: the range's first day (`dates[0]`);
 * `offCodes`: each date's code when the person has none (HOL, WO or blank, for their weekly offs);
 * `places`: the class periods' places in the timetable.
 */
export function personDailyRow(input: {
  kind: Kind;
  person: PersonRow;
  months: string | null;
  classes: string | null;
  from: string;
  offCodes: string[];
  places: ReadonlyMap<string, number>;
}): ReportPerson & { counted_by: Basis; codes: string[] } {
  // The day codes are written straight over a copy of the off-day codes, and thrown away if the
  // person turns out to be counted by classes.
  const dayCodes = input.offCodes.slice();
  const periods: Array<Array<[number, string]> | undefined> = [];
  const tally: Tally = { classes: {}, days: {} };
  const count = dayCodes.length;
  const fromMs = Date.parse(`${input.from}T00:00:00Z`);
  for (const month of input.months ? input.months.split(';') : []) {
    // `YYYY-MM <marks>`: two digits a day from the 1st, the numeric's leading zeros left out.
    const start = daysTo(month, fromMs);
    const first = month.length - 62; // where the 1st's mark would be, had its zeros been kept
    for (let day = 0; day < 31; day++) {
      const at = first + 2 * day;
      const mark = at < 8 ? 0 : month.charCodeAt(at) - 48;
      const index = start + day;
      if (mark <= 0 || index < 0 || index >= count) continue;
      const status = MARKED_STATUSES[mark - 1]!;
      dayCodes[index] = MARKED_CODES[mark - 1]![month.charCodeAt(at + 1) === 49 ? 1 : 0]!;
      tally.days[status] = (tally.days[status] ?? 0) + 1;
    }
  }
  for (const record of input.classes ? input.classes.split(';') : []) {
    const a = record.indexOf(' ');
    const b = record.indexOf(' ', a + 1);
    const index = Number(record.slice(0, a));
    const status = record.slice(a + 1, b) as AttendanceStatus;
    const place = input.places.get(record.slice(b + 1)) ?? NO_PLACE;
    (periods[index] ??= []).push([place, status]);
    tally.classes[status] = (tally.classes[status] ?? 0) + 1;
  }
  const countedBy = basisOf(tally, input.kind);
  const codes =
    countedBy === 'days'
      ? dayCodes
      : input.offCodes.map((off, index) => {
          const day = periods[index];
          const code = day
            ? day
                .sort((x, y) => x[0] - y[0])
                .map(([, s]) => codeOf(s))
                .join(' ')
            : '';
          return code || off;
        });
  return { ...toPerson(input.person, input.kind), counted_by: countedBy, codes };
}

/** Each date's code for a day without a record: HOL on a holiday, WO on a weekly off, else blank. */
export function offDayCodes(
  dates: string[],
  holidays: ReadonlySet<string>,
  weeklyOffDays: number[],
) {
  return dates.map((date) => {
    const off = orgDayKind(date, { holidays, weeklyOffDays });
    return off.kind === 'holiday' ? HOLIDAY_CODE : off.kind === 'weekly_off' ? WEEKLY_OFF_CODE : '';
  });
}
