import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../lib/db-types.js';
import { AppError } from '../../lib/errors.js';

/** An organisation's reminders (public.reminder_settings, migration 0037). */
export type ReminderSettings = {
  check_in_enabled: boolean;
  check_in_after_minutes: number;
  check_out_enabled: boolean;
  check_out_after_minutes: number;
  roll_call_enabled: boolean;
  roll_call_after_minutes: number;
  requests_digest_enabled: boolean;
  /** 'HH:MM' in the organisation's zone. */
  requests_digest_time: string;
  low_attendance_enabled: boolean;
  /** ISO weekday, 1 = Monday. */
  low_attendance_weekday: number;
  kiosk_offline_enabled: boolean;
  /** 'HH:MM': cards due today are reminded from this time (organisation's zone) … */
  task_due_from: string;
  /** … until this one, for a card noticed later in the day (migration 0075). */
  task_due_until: string;
};

/** What an organisation that never changed its reminders gets (the table's defaults). */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  check_in_enabled: true,
  check_in_after_minutes: 15,
  check_out_enabled: true,
  check_out_after_minutes: 30,
  roll_call_enabled: true,
  roll_call_after_minutes: 10,
  requests_digest_enabled: true,
  requests_digest_time: '09:00',
  low_attendance_enabled: true,
  low_attendance_weekday: 1,
  kiosk_offline_enabled: true,
  task_due_from: '08:00',
  task_due_until: '12:00',
};

const minutes = (what: string) =>
  z
    .number({ message: `${what} must be a number of minutes.` })
    .int(`${what} must be whole minutes.`)
    .min(0, `${what} cannot be negative.`)
    .max(240, `${what} can be at most 240 minutes.`);

const clock = (what: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what} must be a time like 08:00.`);

/** PATCH /api/organizations/:id/reminders: any of the settings; the others stay as they are. */
export const reminderSettingsSchema = z
  .object({
    check_in_enabled: z.boolean(),
    check_in_after_minutes: minutes('Minutes after the shift starts'),
    check_out_enabled: z.boolean(),
    check_out_after_minutes: minutes('Minutes after the shift ends'),
    roll_call_enabled: z.boolean(),
    roll_call_after_minutes: minutes('Minutes after the lesson ends'),
    requests_digest_enabled: z.boolean(),
    requests_digest_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The digest time must be a time like 09:00.'),
    low_attendance_enabled: z.boolean(),
    low_attendance_weekday: z
      .number()
      .int()
      .min(1, 'The weekday must be 1 (Monday) to 7 (Sunday).')
      .max(7, 'The weekday must be 1 (Monday) to 7 (Sunday).'),
    kiosk_offline_enabled: z.boolean(),
    task_due_from: clock('The time task reminders start'),
    task_due_until: clock('The time task reminders stop'),
  })
  .partial()
  .strict();

/** The window a save would leave, checked after merging with the current settings. */
export const taskDueWindowError = (settings: ReminderSettings): string | null =>
  settings.task_due_from < settings.task_due_until
    ? null
    : 'Task reminders must start before the time they stop.';

const COLUMNS = sql`check_in_enabled, check_in_after_minutes, check_out_enabled,
  check_out_after_minutes, roll_call_enabled, roll_call_after_minutes, requests_digest_enabled,
  to_char(requests_digest_time, 'HH24:MI') as requests_digest_time, low_attendance_enabled,
  low_attendance_weekday, kiosk_offline_enabled,
  to_char(task_due_from, 'HH24:MI') as task_due_from,
  to_char(task_due_until, 'HH24:MI') as task_due_until`;

/** The organisation's settings, or the defaults when it never saved any. */
export async function loadReminderSettings(
  db: Kysely<DB> | Transaction<DB>,
  orgId: string,
): Promise<ReminderSettings> {
  const { rows } = await sql<ReminderSettings>`
    select ${COLUMNS} from public.reminder_settings where org_id = ${orgId}::uuid`.execute(db);
  return rows[0] ?? { ...DEFAULT_REMINDER_SETTINGS };
}

/** Saves `changes` over the current settings; returns the result. */
export async function saveReminderSettings(
  db: Kysely<DB> | Transaction<DB>,
  orgId: string,
  changes: Partial<ReminderSettings>,
): Promise<ReminderSettings> {
  const next = { ...(await loadReminderSettings(db, orgId)), ...changes };
  const windowError = taskDueWindowError(next);
  if (windowError)
    throw new AppError(400, 'validation_failed', `task_due_until: ${windowError}`, {
      fields: { task_due_until: windowError },
    });
  const { rows } = await sql<ReminderSettings>`
    insert into public.reminder_settings as s (org_id, check_in_enabled, check_in_after_minutes,
      check_out_enabled, check_out_after_minutes, roll_call_enabled, roll_call_after_minutes,
      requests_digest_enabled, requests_digest_time, low_attendance_enabled,
      low_attendance_weekday, kiosk_offline_enabled, task_due_from, task_due_until)
    values (${orgId}::uuid, ${next.check_in_enabled}, ${next.check_in_after_minutes},
      ${next.check_out_enabled}, ${next.check_out_after_minutes}, ${next.roll_call_enabled},
      ${next.roll_call_after_minutes}, ${next.requests_digest_enabled},
      ${next.requests_digest_time}::time, ${next.low_attendance_enabled},
      ${next.low_attendance_weekday}, ${next.kiosk_offline_enabled},
      ${next.task_due_from}::time, ${next.task_due_until}::time)
    on conflict (org_id) do update set
      check_in_enabled = excluded.check_in_enabled,
      check_in_after_minutes = excluded.check_in_after_minutes,
      check_out_enabled = excluded.check_out_enabled,
      check_out_after_minutes = excluded.check_out_after_minutes,
      roll_call_enabled = excluded.roll_call_enabled,
      roll_call_after_minutes = excluded.roll_call_after_minutes,
      requests_digest_enabled = excluded.requests_digest_enabled,
      requests_digest_time = excluded.requests_digest_time,
      low_attendance_enabled = excluded.low_attendance_enabled,
      low_attendance_weekday = excluded.low_attendance_weekday,
      kiosk_offline_enabled = excluded.kiosk_offline_enabled,
      task_due_from = excluded.task_due_from,
      task_due_until = excluded.task_due_until,
      updated_at = now()
    returning ${COLUMNS}`.execute(db);
  return rows[0]!;
}
