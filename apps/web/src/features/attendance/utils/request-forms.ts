import {
  correctionRequestSchema,
  type CorrectionRequestInput,
  leaveRequestSchema,
} from '@ias/shared';
import { z } from 'zod';
import { translate } from '../catalogue';
import { addDays, zonedTimeToIso } from './dates';

/** The leave form validates with the server's own schema. */
export const leaveFormSchema = leaveRequestSchema;
export type LeaveFormValues = z.input<typeof leaveRequestSchema>;

const time = z
  .string()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, {
    error: () => translate('attendance.correction.timeFormat'),
  })
  .default('');

/**
 * The correction form: wall-clock times in the organisation's zone, turned into the server's
 * instants (CorrectionRequestInput) by `toCorrectionInput`. A check-out earlier than the
 * check-in is the next morning (an overnight shift).
 */
export const correctionFormSchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => translate('attendance.correction.chooseDay') }),
    check_in: time,
    check_out: time,
    reason: z
      .string()
      .trim()
      .min(3, { error: () => translate('attendance.correction.sayWhat') })
      .max(500),
  })
  .refine((v) => v.check_in || v.check_out, {
    error: () => translate('attendance.correction.giveTime'),
    path: ['check_in'],
  })
  .refine((v) => !v.check_in || !v.check_out || v.check_in !== v.check_out, {
    error: () => translate('attendance.correction.outAfterIn'),
    path: ['check_out'],
  });
export type CorrectionFormValues = z.input<typeof correctionFormSchema>;

/** Whether the check-out falls on the next day (earlier wall-clock time than the check-in). */
export const isNextDayCheckOut = (v: { check_in?: string; check_out?: string }) =>
  Boolean(v.check_in && v.check_out && v.check_out < v.check_in);

export function toCorrectionInput(
  values: z.output<typeof correctionFormSchema>,
  timeZone: string,
  orgId?: string,
): CorrectionRequestInput {
  const outDate = isNextDayCheckOut(values) ? addDays(values.date, 1) : values.date;
  const input = {
    ...(orgId ? { org_id: orgId } : {}),
    date: values.date,
    ...(values.check_in
      ? { check_in_at: zonedTimeToIso(values.date, values.check_in, timeZone) }
      : {}),
    ...(values.check_out
      ? { check_out_at: zonedTimeToIso(outDate, values.check_out, timeZone) }
      : {}),
    reason: values.reason.trim(),
  };
  // The same rules the server applies, checked before sending.
  return correctionRequestSchema.parse(input);
}

/** Working days asked for, counting both ends (for "3 days" next to a leave request). */
export function leaveDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
