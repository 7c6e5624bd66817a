import { z } from 'zod';
import { toE164 } from './phone.js';

export const RELATIONSHIPS = [
  'mother',
  'father',
  'guardian',
  'grandparent',
  'sibling',
  'other',
] as const;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** One guardian as the card sends it; the phone comes back as E.164. */
export const guardianInput = z
  .object({
    full_name: z.string().trim().min(1, 'Enter the guardian’s name.').max(120),
    relationship: z.enum(RELATIONSHIPS, { message: 'Choose how they are related.' }),
    phone: z.preprocess(
      blankToNull,
      z
        .string()
        .max(30)
        .transform((value, context) => {
          const phone = toE164(value);
          if (!phone)
            context.addIssue({
              code: 'custom',
              message:
                'Enter a mobile number: ten digits for India, or + and the country code for others.',
            });
          return phone ?? '';
        })
        .nullable(),
    ),
    email: z.preprocess(
      blankToNull,
      z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254).nullable(),
    ),
    locale: z.enum(['en', 'hi']).default('en'),
    consent: z.boolean(),
  })
  .refine((value) => value.phone || value.email, {
    message: 'Give a phone number or an e-mail address, so the guardian can be reached.',
    path: ['phone'],
  });
export type GuardianInput = z.infer<typeof guardianInput>;

const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a time like 10:00.');

export const alertSettingsInput = z.object({
  absence_alerts: z.boolean(),
  late_notes: z.boolean(),
  weekly_summary: z.boolean(),
  // Older clients do not send it: it keeps its default (off).
  monthly_summary: z.boolean().default(false),
  cutoff_time: time,
  summary_weekday: z.number().int().min(1).max(7),
  summary_time: time,
  quiet_start: time,
  quiet_end: time,
  daily_cap: z.number().int().min(1, 'At least one message a day.').max(20, 'At most 20.'),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsInput>;

export const deliveryQuery = z.object({
  q: z.string().trim().max(120).default(''),
  status: z.enum(['all', 'sent', 'failed', 'pending']).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
