import { z } from 'zod';

/** Scheduled reports (issue 18 item 4): which report, in which file, when and to whom. */
export const SCHEDULED_REPORT_KINDS = [
  'daily_absentees',
  'weekly_summary',
  'monthly_register',
] as const;
export type ScheduledReportKind = (typeof SCHEDULED_REPORT_KINDS)[number];
export const SCHEDULED_REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ScheduledReportFormat = (typeof SCHEDULED_REPORT_FORMATS)[number];
export const MONTHLY_PERIODS = ['calendar_month', 'pay_period'] as const;
export type MonthlyPeriod = (typeof MONTHLY_PERIODS)[number];
/** Typed addresses a schedule may have, and recipients in all. */
export const MAX_TYPED_RECIPIENTS = 20;
export const MAX_RECIPIENTS = 50;

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

const fields = {
  name: z
    .string('Give the schedule a name.')
    .trim()
    .min(1, 'Give the schedule a name.')
    .max(120, 'The name can be at most 120 characters.'),
  kind: z.enum(SCHEDULED_REPORT_KINDS, 'Choose which report to send.'),
  format: z.enum(SCHEDULED_REPORT_FORMATS, 'Choose CSV, XLSX or PDF.'),
  send_time: z
    .string('Choose the time it is sent.')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be a time like 10:00.'),
  weekday: z
    .number()
    .int()
    .min(1, 'The weekday must be 1 (Monday) to 7 (Sunday).')
    .max(7, 'The weekday must be 1 (Monday) to 7 (Sunday).'),
  monthly_period: z.enum(MONTHLY_PERIODS, 'Choose the calendar month or the pay period.'),
  group_id: z.string().uuid('Choose a group from the list.').nullable(),
  recipient_user_ids: z
    .array(z.string().uuid('Choose recipients from the organisation’s members.'))
    .max(MAX_RECIPIENTS, `Choose at most ${MAX_RECIPIENTS} recipients.`),
  recipient_emails: z
    .array(z.string().trim().toLowerCase())
    .max(MAX_TYPED_RECIPIENTS, `Type at most ${MAX_TYPED_RECIPIENTS} addresses.`)
    .superRefine((emails, context) => {
      const bad = emails.find((email) => !EMAIL.test(email) || email.length > 254);
      if (bad !== undefined)
        context.addIssue({ code: 'custom', message: `“${bad}” is not an e-mail address.` });
    }),
};

/** PATCH: any of the settings (and pausing); the others stay as they are. */
export const scheduledReportPatchSchema = z
  .object({ ...fields, is_paused: z.boolean() })
  .partial()
  .strict();
export type ScheduledReportPatch = z.infer<typeof scheduledReportPatchSchema>;

/** POST /api/organizations/:id/scheduled-reports (and the card's form). */
export const scheduledReportSchema = z
  .object({
    ...fields,
    weekday: fields.weekday.default(1),
    monthly_period: fields.monthly_period.default('calendar_month'),
    group_id: fields.group_id.default(null),
    recipient_user_ids: fields.recipient_user_ids.default([]),
    recipient_emails: fields.recipient_emails.default([]),
  })
  .strict()
  .superRefine((input, context) => {
    const count = input.recipient_user_ids.length + input.recipient_emails.length;
    if (count === 0)
      context.addIssue({
        code: 'custom',
        path: ['recipient_emails'],
        message: 'Choose at least one person or type an e-mail address.',
      });
  });
export type ScheduledReportInput = z.input<typeof scheduledReportSchema>;

export type ScheduledReportRun = {
  id: string;
  due_at: string;
  is_manual: boolean;
  range_from: string;
  range_to: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  sent_to: string[];
  file_name: string | null;
  bytes: number | null;
  error: string | null;
  finished_at: string | null;
};

export type ScheduledReport = {
  id: string;
  name: string;
  kind: ScheduledReportKind;
  format: ScheduledReportFormat;
  send_time: string;
  weekday: number;
  monthly_period: MonthlyPeriod;
  group_id: string | null;
  recipient_user_ids: string[];
  recipient_emails: string[];
  is_paused: boolean;
  /** The next time it goes out (null while paused). */
  next_run_at: string | null;
  /** Newest first, at most five. */
  recent_runs: ScheduledReportRun[];
  created_at: string;
};

/** A member who can receive reports (has an e-mail address). */
export type ReportRecipientOption = { user_id: string; full_name: string; email: string };

export type ScheduledReportList = {
  schedules: ScheduledReport[];
  members: ReportRecipientOption[];
  groups: Array<{ id: string; name: string }>;
  timezone: string;
  payroll_period_start_day: number;
};
