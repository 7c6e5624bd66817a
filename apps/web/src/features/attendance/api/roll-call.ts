import type { AttendanceStatus, RollCallInput } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

export type RollCallPerson = {
  member_id: string;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  photo_url: string | null;
  record_id: string | null;
  status: AttendanceStatus | null;
  check_in_at: string | null;
  check_out_at: string | null;
  note: string | null;
};

export type RollCall = {
  orgId: string;
  groupId: string;
  classSessionId: string | null;
  label: string;
  date: string;
  people: RollCallPerson[];
};

export type RollCallTarget = { class_session_id: string } | { group_id: string };

/** GET /api/roll-call: the roster of a class session (or a group's day) with what is recorded. */
export function fetchRollCall(target: RollCallTarget, date: string): Promise<RollCall> {
  const params = new URLSearchParams({ ...target, date });
  return apiFetch<RollCall>(`/api/roll-call?${params}`);
}

export type RollCallResult = { created: number; changed: number; unchanged: number };

/** POST /api/roll-call; changing a recorded status without a note is refused (reason_required). */
export function saveRollCall(input: RollCallInput): Promise<RollCallResult> {
  return apiFetch<RollCallResult>('/api/roll-call', { method: 'POST', body: input });
}
