import { z } from 'zod';
import { indiaStateSchema } from './india-states.js';
import { CHECK_IN_METHODS, GROUP_KINDS } from './orgs.js';

/**
 * Schemas for what an organisation's owner writes directly through /rest/v1 (settings, sites,
 * holidays, shifts, groups, the timetable, members' numbers, personal contacts). They mirror the
 * database's own checks (migration 0005), so forms say what is wrong before the request is sent;
 * the database still decides.
 */

/** An optional text field: blank means "none" (null). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v));

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'Enter a valid e-mail address.')
  .transform((v) => (v === '' ? null : v));

const optionalPhone = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || /^[+0-9 ()-]{6,20}$/.test(v),
    'Use 6–20 digits; spaces, +, - and brackets are allowed.',
  )
  .transform((v) => (v === '' ? null : v));

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter ${what} as a number.` })
    .int(`Enter ${what} as a whole number.`)
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} must be at least ${min}.`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max}.`);

/** A wall-clock time as an <input type="time"> gives it (HH:MM, seconds optional). */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Enter a time like 09:30.');

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2026-01-26.');

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayList = z.array(z.number().int().min(1).max(7));

export const organizationSettingsSchema = z.object({
  name: z.string().trim().min(2, 'Name must have at least 2 characters.').max(120),
  address: optionalText(300, 'The address'),
  timezone: z.string().trim().min(1, 'Choose a time zone.').max(64),
  state: indiaStateSchema,
  late_grace_minutes: wholeNumber(0, 240, 'the grace period'),
  half_day_threshold_minutes: wholeNumber(0, 1440, 'the half-day threshold'),
  min_attendance_percent: z
    .number({ error: 'Enter a percentage.' })
    .min(0, 'The minimum is a percentage between 0 and 100.')
    .max(100, 'The minimum is a percentage between 0 and 100.')
    .nullable(),
  allowed_methods: z.array(z.enum(CHECK_IN_METHODS)).min(1, 'Allow at least one way to check in.'),
  weekly_off_days: weekdayList,
  staff_can_approve: z.boolean(),
  students_self_check_in: z.boolean(),
  liveness_required: z.boolean(),
});
export type OrganizationSettingsForm = z.input<typeof organizationSettingsSchema>;
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

export const siteSchema = z.object({
  name: z.string().trim().min(1, 'Name the site, e.g. “Main campus”.').max(120),
  latitude: z
    .number({ error: 'Enter the latitude, e.g. 12.9716.' })
    .min(-90, 'Latitude is between -90 and 90.')
    .max(90, 'Latitude is between -90 and 90.'),
  longitude: z
    .number({ error: 'Enter the longitude, e.g. 77.5946.' })
    .min(-180, 'Longitude is between -180 and 180.')
    .max(180, 'Longitude is between -180 and 180.'),
  radius_m: wholeNumber(10, 5000, 'the radius'),
});
export type SiteInput = z.output<typeof siteSchema>;

export const holidaySchema = z.object({
  date: isoDateSchema,
  name: z.string().trim().min(1, 'Name the holiday, e.g. “Republic Day”.').max(120),
});
export type HolidayInput = z.output<typeof holidaySchema>;

export const shiftSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the shift, e.g. “Night”.').max(80),
    starts_at: timeOfDaySchema,
    ends_at: timeOfDaySchema,
    grace_minutes: wholeNumber(0, 240, 'the grace period').nullable(),
    weekly_off_days: weekdayList.nullable(),
  })
  .refine((v) => v.starts_at.slice(0, 5) !== v.ends_at.slice(0, 5), {
    message: 'A shift cannot start and end at the same time.',
    path: ['ends_at'],
  });
export type ShiftInput = z.output<typeof shiftSchema>;

export const groupSchema = z.object({
  name: z.string().trim().min(1, 'Give the group a name, e.g. “Class 10 A”.').max(120),
  kind: z.enum(GROUP_KINDS),
  parent_id: z.string().uuid().nullable(),
  responsible_id: z.string().uuid().nullable(),
  site_id: z.string().uuid().nullable(),
  shift_id: z.string().uuid().nullable(),
});
export type GroupInput = z.output<typeof groupSchema>;

export const classSessionSchema = z
  .object({
    group_id: z.string().uuid('Choose a class.'),
    subject: z.string().trim().min(1, 'Enter the subject, e.g. “Physics”.').max(120),
    teacher_id: z.string().uuid().nullable(),
    weekday: z.number().int().min(1).max(7),
    period: wholeNumber(1, 20, 'the period'),
    starts_at: timeOfDaySchema,
    ends_at: timeOfDaySchema,
    room: optionalText(60, 'The room'),
  })
  .refine((v) => v.ends_at.slice(0, 5) > v.starts_at.slice(0, 5), {
    message: 'The class must end after it starts.',
    path: ['ends_at'],
  });
export type ClassSessionInput = z.output<typeof classSessionSchema>;

export const memberDetailsSchema = z.object({
  full_name: z.string().trim().min(1, 'Enter the name.').max(120),
  email: optionalEmail,
  phone: optionalPhone,
  roll_number: optionalText(40, 'The roll number'),
  employee_code: optionalText(40, 'The employee code'),
  card_number: optionalText(64, 'The card number'),
  shift_id: z.string().uuid().nullable(),
});
export type MemberDetailsInput = z.output<typeof memberDetailsSchema>;

export const personalContactSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  email: optionalEmail,
  phone: optionalPhone,
  organisation: optionalText(160, 'The organisation'),
  notes: optionalText(1000, 'Notes'),
});
export type PersonalContactInput = z.output<typeof personalContactSchema>;
