import { z } from 'zod';
import type { AttendanceStatus } from './attendance.js';
import { addDays, todayIn } from './datetime.js';
import type { OrganizationKind } from './orgs.js';

/** The longest range one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

/** Pay periods start on a day every month has. */
export const PAYROLL_START_DAY_MIN = 1;
export const PAYROLL_START_DAY_MAX = 28;

export type DateRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const fromIso = (date: string) => new Date(`${date}T00:00:00Z`);

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = fromIso(value);
  return !Number.isNaN(parsed.getTime()) && toIso(parsed) === value;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((fromIso(to).getTime() - fromIso(from).getTime()) / 86_400_000) + 1;
}

/** Every day from `from` to `to`, both included. */
export function datesInRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The day `months` months after year/month/day (day ≤ 28, so it always exists). */
function shiftMonths(year: number, month: number, day: number, months: number): string {
  return toIso(new Date(Date.UTC(year, month - 1 + months, day)));
}

/**
 * The pay period a day falls in, when every period starts on `startDay` (1–28) of a month and
 * ends the day before the next start: 26 gives the 26th–25th, 1 the calendar month.
 */
export function payPeriodContaining(date: string, startDay: number): DateRange {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const from = shiftMonths(year, month, startDay, day >= startDay ? 0 : -1);
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  return { from, to: addDays(shiftMonths(fy, fm, startDay, 1), -1) };
}

/** The pay period `offset` periods away from the one `date` is in (-1: the one before). */
export function payPeriodAt(date: string, startDay: number, offset: number): DateRange {
  const { from } = payPeriodContaining(date, startDay);
  const [year, month] = from.split('-').map(Number) as [number, number];
  return payPeriodContaining(shiftMonths(year, month, startDay, offset), startDay);
}

/** "This pay period" and "last pay period" on a day (the organisation's day, in its zone). */
export function payPeriods(
  date: string,
  startDay: number,
): { current: DateRange; previous: DateRange } {
  return { current: payPeriodAt(date, startDay, 0), previous: payPeriodAt(date, startDay, -1) };
}

/** The same, for an instant seen in the organisation's time zone. */
export function payPeriodsAt(instant: Date, timeZone: string, startDay: number) {
  return payPeriods(todayIn(timeZone, instant), startDay);
}

export const payrollStartDaySchema = z.coerce
  .number({ error: 'Choose a day from 1 to 28.' })
  .int('Choose a day from 1 to 28.')
  .min(PAYROLL_START_DAY_MIN, 'Choose a day from 1 to 28.')
  .max(PAYROLL_START_DAY_MAX, 'Pay periods start on the 1st to the 28th (every month has those).');

/** The owner's pay-period setting (saved on the organisation through the data API). */
export const payrollSettingsSchema = z.object({ payroll_period_start_day: payrollStartDaySchema });
export type PayrollSettingsInput = z.input<typeof payrollSettingsSchema>;

const reportDate = z
  .string({ error: 'Give a date like 2026-11-23.' })
  .refine(isCalendarDate, 'Give a real date like 2026-11-23.');

/** What is wrong with a range of real days, if anything: order, or longer than a year. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return null;
  if (from > to) return 'The end date is before the start date.';
  if (daysInRange(from, to) > REPORT_MAX_DAYS)
    return `A report covers at most ${REPORT_MAX_DAYS} days; choose a shorter range.`;
  return null;
}

const checkRange = (range: { from: string; to: string }, context: z.RefinementCtx) => {
  const problem = rangeProblem(range.from, range.to);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
};

/** A date range for a report: real days, in order, at most a year (the web's range form). */
export const reportRangeSchema = z
  .object({ from: reportDate, to: reportDate })
  .superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const REPORT_LAYOUTS = ['summary', 'daily'] as const;
export type ReportLayout = (typeof REPORT_LAYOUTS)[number];

/** GET /api/organizations/:id/reports/attendance?from&to[&group_id][&format][&layout] */
export const attendanceReportQuerySchema = z
  .object({
    from: reportDate,
    to: reportDate,
    group_id: z.string().uuid('Choose a group from the list.').optional(),
    format: z.enum(['json', 'csv']).default('json'),
    layout: z.enum(REPORT_LAYOUTS).default('summary'),
  })
  .superRefine(checkRange);
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;

/**
 * Day-by-day codes: one per record (a class day lists its periods' codes in order). HOL and WO
 * mark a holiday or weekly off without a record; blank is a day without one.
 */
export const STATUS_CODES: Record<AttendanceStatus, string> = {
  present: 'P',
  late: 'L',
  half_day: 'H',
  absent: 'A',
  on_leave: 'OL',
  excused: 'E',
};
export const HOLIDAY_CODE = 'HOL';
export const WEEKLY_OFF_CODE = 'WO';
/**
 * Added to a day's code when the day was checked out automatically (the organisation's automatic
 * check-out, not the person): 'P+AC'.
 */
export const AUTO_CHECK_OUT_MARK = '+AC';

export type ReportOrganization = {
  id: string;
  name: string;
  kind: OrganizationKind;
  timezone: string;
  min_attendance_percent: number | null;
  payroll_period_start_day: number;
};

export type ReportGroup = { id: string; name: string };

export type ReportPerson = {
  member_id: string;
  full_name: string;
  /** Roll number (institutes) or employee code (companies), whichever the person has. */
  number: string | null;
  role: 'teacher' | 'student' | 'employee' | 'incharge';
  /** 'left' with the day they left, for people who left during (or after) the range. */
  status: 'active' | 'left';
  left_on: string | null;
  groups: string[];
};

export type AttendanceReportRow = ReportPerson & {
  /** Class periods (institutes, when any were marked) or days. */
  counted_by: 'classes' | 'days';
  present: number;
  late: number;
  half_day: number;
  absent: number;
  on_leave: number;
  excused: number;
  attended: number;
  counted: number;
  /** attended ÷ counted × 100, unrounded; null when nothing counted. */
  percent: number | null;
  /** Institutes: below the organisation's minimum attendance %. */
  is_below_minimum: boolean;
  /** Companies: minutes between check-in and check-out, over days with both; null for institutes. */
  minutes_worked: number | null;
  /** Companies: days with a check-in and no check-out; null for institutes. */
  missing_check_outs: number | null;
  /** Companies: days checked out automatically (flag `auto_check_out`); null for institutes. */
  auto_check_outs: number | null;
  /**
   * Companies (overtime, issue 12): minutes worked inside the schedule, overtime counted (pending
   * and approved, after the caps) and approved overtime; absent for institutes.
   */
  regular_minutes?: number;
  overtime_minutes?: number;
  approved_overtime_minutes?: number;
};

type ReportBase = {
  organization: ReportOrganization;
  from: string;
  to: string;
  /** The group the report is filtered to, if any. */
  group: ReportGroup | null;
  /** The groups the caller may filter by (their own groups for teachers and in-charges). */
  groups: ReportGroup[];
  /** The whole organisation (owners, Admins) or the caller's groups (teachers, in-charges). */
  scope: 'organization' | 'own_groups';
};

export type AttendanceReport = ReportBase & { layout: 'summary'; rows: AttendanceReportRow[] };

export type DailyAttendanceReport = ReportBase & {
  layout: 'daily';
  dates: string[];
  rows: Array<ReportPerson & { counted_by: 'classes' | 'days'; codes: string[] }>;
};

/** 'Vidya Niketan, Pune' → 'vidya-niketan-pune'; names without Latin letters give 'organisation'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'organisation';
}

/** attendance-<org>-<from>-to-<to>.csv (the day-by-day file says so). */
export function reportFileName(orgName: string, range: DateRange, layout: ReportLayout): string {
  const kind = layout === 'daily' ? 'attendance-daily' : 'attendance';
  return `${kind}-${slugify(orgName)}-${range.from}-to-${range.to}.csv`;
}

/** GET /api/organizations/:id/reports/trend?from&to[&group_id][&member_id] — the charts' figures. */
export const attendanceTrendQuerySchema = z
  .object({
    from: reportDate,
    to: reportDate,
    group_id: z.string().uuid('Choose a group from the list.').optional(),
    /** One person's own figures (their dashboard's heatmap); staff may ask for the people they see. */
    member_id: z.string().uuid('Choose a person from the list.').optional(),
  })
  .superRefine(checkRange);
export type AttendanceTrendQuery = z.input<typeof attendanceTrendQuerySchema>;

export type TrendCounts = {
  present: number;
  late: number;
  half_day: number;
  absent: number;
  on_leave: number;
  excused: number;
  attended: number;
  counted: number;
  /** attended ÷ counted × 100, unrounded; null when nothing counted. */
  percent: number | null;
};

/**
 * The charts' figures over a range, counted as the report counts them (each person by class
 * periods or by days), so the trend's totals are the report's totals.
 */
export type AttendanceTrend = {
  organization: Pick<ReportOrganization, 'id' | 'name' | 'kind' | 'timezone'>;
  from: string;
  to: string;
  scope: 'organization' | 'own_groups' | 'person';
  /** The minimum that applies to the figures shown: institutes' students only. */
  minimum: number | null;
  /** People the figures cover. */
  people: number;
  days: Array<TrendCounts & { date: string }>;
  /** The range's last day, per group the caller may see (people in several groups count in each). */
  by_group: Array<TrendCounts & { id: string; name: string }>;
  /** Late marks per ISO weekday (1 Monday … 7 Sunday) over the range. */
  late_by_weekday: Array<{ weekday: number; late: number; counted: number }>;
  total: TrendCounts;
  /** One person's month: their code per day (as the day-by-day report) and their standing. */
  person: {
    member_id: string;
    full_name: string;
    role: ReportPerson['role'];
    counted_by: 'classes' | 'days';
    codes: string[];
    is_below_minimum: boolean;
  } | null;
};

export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The register (PDF) has one column per day: a month at most. */
export const REGISTER_MAX_DAYS = 31;

/** POST /api/organizations/:id/exports */
export const exportRequestSchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, 'Choose XLSX or PDF.'),
    from: reportDate,
    to: reportDate,
    group_id: z.string().uuid('Choose a group from the list.').optional(),
    /** XLSX: one sheet per group as well as the whole list. */
    sheet_per_group: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    checkRange(input, context);
    if (
      input.format === 'pdf' &&
      isCalendarDate(input.from) &&
      isCalendarDate(input.to) &&
      input.from <= input.to &&
      daysInRange(input.from, input.to) > REGISTER_MAX_DAYS
    ) {
      context.addIssue({
        code: 'custom',
        message: `The register covers at most ${REGISTER_MAX_DAYS} days (a month); choose a shorter range.`,
        path: ['to'],
      });
    }
  });
export type ExportRequest = z.input<typeof exportRequestSchema>;

export type ExportJob = {
  id: string;
  format: ExportFormat;
  status: 'running' | 'done' | 'failed';
  /** Steps done of total (people written, then the file finished). */
  processed: number;
  total: number;
  file_name: string;
  /** Where to download the file once done (the caller's own, authorised). */
  download_url: string | null;
  error: string | null;
};
