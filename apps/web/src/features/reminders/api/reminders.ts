import { apiFetch } from '@/lib/api-client';

/** An organisation's reminders (GET/PATCH /api/organizations/:id/reminders, owners only). */
export type ReminderSettings = {
  check_in_enabled: boolean;
  check_in_after_minutes: number;
  check_out_enabled: boolean;
  check_out_after_minutes: number;
  roll_call_enabled: boolean;
  roll_call_after_minutes: number;
  requests_digest_enabled: boolean;
  /** 'HH:MM' in the organisation's time zone. */
  requests_digest_time: string;
  low_attendance_enabled: boolean;
  /** ISO weekday, 1 = Monday. */
  low_attendance_weekday: number;
  kiosk_offline_enabled: boolean;
  /** 'HH:MM': reminders of cards due today go out from this time … */
  task_due_from: string;
  /** … until this one (organisation's time zone). */
  task_due_until: string;
};

export const reminderKeys = {
  settings: (orgId: string) => ['reminders', orgId] as const,
};

export function fetchReminderSettings(orgId: string): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>(`/api/organizations/${orgId}/reminders`);
}

export function saveReminderSettings(
  orgId: string,
  settings: Partial<ReminderSettings>,
): Promise<ReminderSettings> {
  return apiFetch<ReminderSettings>(`/api/organizations/${orgId}/reminders`, {
    method: 'PATCH',
    body: settings,
  });
}
