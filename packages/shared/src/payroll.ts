import { z } from 'zod';
import { type DateRange, rangeProblem, isCalendarDate } from './reports.js';

/**
 * Payroll numbers (issue 18 item 3): per person per pay period, the days an accountant needs —
 * read from the same records, day rule and leave pricing as the attendance report and the leave
 * module (apps/server/src/modules/payroll). Saved column layouts choose which of them a CSV or
 * XLSX holds, and in which order.
 */
export const PAYROLL_COLUMNS = [
  'employee_code',
  'full_name',
  'role',
  'groups',
  'status',
  'joined_on',
  'left_on',
  'period_days',
  'working_days',
  'holidays',
  'weekly_offs',
  'present_days',
  'on_time_days',
  'late_count',
  'half_days',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'loss_of_pay_days',
  'payable_days',
  'hours_worked',
  'approved_overtime_hours',
  'missing_check_outs',
] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];

/** The columns of an export without a saved layout: all of them, in this order. */
export const DEFAULT_PAYROLL_COLUMNS: readonly PayrollColumn[] = PAYROLL_COLUMNS;

/** Columns holding numbers (typed cells in XLSX, right-aligned on screen). */
export const NUMERIC_PAYROLL_COLUMNS: ReadonlySet<PayrollColumn> = new Set<PayrollColumn>([
  'period_days',
  'working_days',
  'holidays',
  'weekly_offs',
  'present_days',
  'on_time_days',
  'late_count',
  'half_days',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'loss_of_pay_days',
  'payable_days',
  'hours_worked',
  'approved_overtime_hours',
  'missing_check_outs',
]);

/** Layouts an organisation may keep. */
export const MAX_PAYROLL_LAYOUTS = 20;

export type PayrollRow = {
  member_id: string;
  full_name: string;
  /** Employee code (or roll number when that is all the person has). */
  employee_code: string | null;
  role: 'teacher' | 'employee' | 'incharge';
  groups: string[];
  status: 'active' | 'left';
  joined_on: string;
  left_on: string | null;
  /** Days of the period within the membership (joined on or before, not yet left). */
  period_days: number;
  /** Of those, days that are neither a holiday nor the person's weekly off. */
  working_days: number;
  holidays: number;
  weekly_offs: number;
  /** Days attended: on time, late or half a day (the attendance report's "Attended"). */
  present_days: number;
  /** The report's "Present": on time. */
  on_time_days: number;
  /** The report's "Late". */
  late_count: number;
  half_days: number;
  absent_days: number;
  /** Leave days the leave module prices in the period, on paid types within the balance. */
  paid_leave_days: number;
  /** Leave days on unpaid types (Loss of pay) or beyond the balance of a paid type. */
  unpaid_leave_days: number;
  /** Unpaid leave days plus absent days. */
  loss_of_pay_days: number;
  /** Period days less loss-of-pay days. */
  payable_days: number;
  /** Hours between check-in and check-out over days with both (the report's hours worked). */
  hours_worked: number;
  /** Companies: approved overtime in hours (modules/overtime, as the attendance report); 0 for institutes. */
  approved_overtime_hours: number;
  missing_check_outs: number;
};

export type PayrollReport = {
  organization: { id: string; name: string; kind: 'institute' | 'company'; timezone: string };
  from: string;
  to: string;
  payroll_period_start_day: number;
  /** The organisation's pay period now, and the one before (the usual choice). */
  periods: { current: DateRange; previous: DateRange };
  group: { id: string; name: string } | null;
  groups: Array<{ id: string; name: string }>;
  rows: PayrollRow[];
};

export type PayrollLayout = {
  id: string;
  name: string;
  columns: PayrollColumn[];
  created_at: string;
  updated_at: string;
};

const payrollDate = z
  .string({ error: 'Give a date like 2026-11-23.' })
  .refine(isCalendarDate, 'Give a real date like 2026-11-23.');

const checkRange = (range: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if ((range.from === undefined) !== (range.to === undefined)) {
    context.addIssue({
      code: 'custom',
      message: 'Give both the first and the last day, or neither.',
      path: ['to'],
    });
    return;
  }
  if (range.from === undefined || range.to === undefined) return;
  const problem = rangeProblem(range.from, range.to);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
};

/** GET /api/organizations/:id/payroll?[from&to][&group_id]: no range is the last pay period. */
export const payrollQuerySchema = z
  .object({
    from: payrollDate.optional(),
    to: payrollDate.optional(),
    group_id: z.string().uuid('Choose a group from the list.').optional(),
  })
  .superRefine(checkRange);
export type PayrollQuery = z.input<typeof payrollQuerySchema>;

/** GET …/payroll/export?format=csv and POST …/payroll/exports {format: 'xlsx'}. */
export const payrollExportSchema = z
  .object({
    format: z.enum(['csv', 'xlsx'], 'Choose CSV or XLSX.'),
    from: payrollDate.optional(),
    to: payrollDate.optional(),
    group_id: z.string().uuid('Choose a group from the list.').optional(),
    layout_id: z.string().uuid('Choose a saved layout from the list.').optional(),
  })
  .superRefine(checkRange);
export type PayrollExportRequest = z.input<typeof payrollExportSchema>;

const layoutFields = {
  name: z
    .string('Give the layout a name.')
    .trim()
    .min(1, 'Give the layout a name.')
    .max(80, 'The name can be at most 80 characters.'),
  columns: z
    .array(z.enum(PAYROLL_COLUMNS, 'Choose columns from the list.'))
    .min(1, 'Choose at least one column.')
    .max(PAYROLL_COLUMNS.length)
    .refine((columns) => new Set(columns).size === columns.length, 'Each column can appear once.'),
};

/** POST /api/organizations/:id/payroll/layouts */
export const payrollLayoutSchema = z.object(layoutFields).strict();
export type PayrollLayoutInput = z.input<typeof payrollLayoutSchema>;

/** PATCH /api/organizations/:id/payroll/layouts/:layoutId */
export const payrollLayoutPatchSchema = z.object(layoutFields).partial().strict();
export type PayrollLayoutPatch = z.input<typeof payrollLayoutPatchSchema>;
