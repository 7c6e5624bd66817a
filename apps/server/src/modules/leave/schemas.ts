import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-04-01.');
const days = z.number().multipleOf(0.5).min(0).max(366);

export const quoteSchema = z
  .object({
    org_id: z.string().uuid().optional(),
    leave_type_id: z.string().uuid(),
    from_date: isoDate,
    to_date: isoDate,
    half_days: z.array(isoDate).max(92).default([]),
  })
  .refine((v) => v.to_date >= v.from_date, {
    message: 'The leave ends before it starts.',
    path: ['to_date'],
  });
export type QuoteInput = z.infer<typeof quoteSchema>;

export const fileLeaveSchema = z
  .object({
    org_id: z.string().uuid().optional(),
    leave_type_id: z.string().uuid(),
    from_date: isoDate,
    to_date: isoDate,
    half_days: z.array(isoDate).max(92).default([]),
    reason: z.string().trim().min(3, 'Say briefly why.').max(500),
    /** A supporting document uploaded to 'leave-documents' (required beyond the type's days). */
    document_path: z.string().min(1).max(400).optional(),
    document_name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((v) => v.to_date >= v.from_date, {
    message: 'The leave ends before it starts.',
    path: ['to_date'],
  });

export const cancelDaysSchema = z.object({ dates: z.array(isoDate).min(1).max(92) });

export const adjustSchema = z.object({
  member_id: z.string().uuid(),
  leave_type_id: z.string().uuid(),
  days: z
    .number()
    .multipleOf(0.5, 'Use whole or half days.')
    .min(-366)
    .max(366)
    .refine((d) => d !== 0, 'Add or remove at least half a day.'),
  reason: z.string().trim().min(3, 'Say why.').max(500),
});
export type AdjustInput = z.infer<typeof adjustSchema>;

export const leaveTypeSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{0,9}$/, 'A code is 1–10 letters or digits, starting with a letter.'),
  name: z.string().trim().min(2).max(60),
  active: z.boolean().optional(),
  paid: z.boolean().optional(),
  yearly_quota: days.nullable().optional(),
  accrual: z.enum(['yearly', 'monthly']).optional(),
  carry_forward_cap: days.nullable().optional(),
  half_day_allowed: z.boolean().optional(),
  sandwich: z.boolean().optional(),
  min_notice_days: z.number().int().min(0).max(365).optional(),
  documents_after_days: z.number().int().min(1).max(365).nullable().optional(),
  year_start_month: z.union([z.literal(1), z.literal(4)]).optional(),
  over_balance: z.enum(['refuse', 'loss_of_pay']).optional(),
});
export type LeaveTypeInput = z.infer<typeof leaveTypeSchema>;
export const leaveTypePatchSchema = leaveTypeSchema.partial();
export type LeaveTypePatch = z.infer<typeof leaveTypePatchSchema>;
