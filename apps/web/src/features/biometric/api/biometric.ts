import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';
import { readAll } from '@/lib/read-all';

export type BiometricDevice = {
  id: string;
  serial_number: string;
  name: string;
  timezone: string;
  last_contact_at: string | null;
  last_address: string | null;
  device_info: string | null;
  created_at: string;
  pending_commands: number;
};

export type PunchOutcome = 'checked_in' | 'checked_out' | 'repeat' | 'refused';

export type BiometricOverview = {
  devices: BiometricDevice[];
  pins: { pin: string; member_id: string; full_name: string }[];
  unknown_pins: { pin: string; punches: number; first_at: string; last_at: string }[];
  recent: {
    id: string;
    pin: string;
    punched_at: string;
    local_time: string;
    source: 'push' | 'import';
    outcome: PunchOutcome | null;
    note: string | null;
    device_name: string;
    full_name: string | null;
  }[];
  unknown_serials: { serial_number: string; first_seen_at: string; last_seen_at: string }[];
};

export type ImportSummary = {
  received: number;
  stored: number;
  applied: number;
  refused: number;
  waiting: number;
  rejected: number;
};

export type MemberChoice = {
  id: string;
  full_name: string;
  employee_code: string | null;
  roll_number: string | null;
};

export const biometricKeys = {
  overview: (orgId: string) => ['biometric', orgId, 'overview'] as const,
  members: (orgId: string) => ['biometric', orgId, 'members'] as const,
};

export function fetchOverview(orgId: string): Promise<BiometricOverview> {
  return apiFetch(`/api/organizations/${orgId}/biometric`);
}

export function registerDevice(
  orgId: string,
  input: { serial_number: string; name: string; timezone?: string },
): Promise<BiometricDevice> {
  return apiFetch(`/api/organizations/${orgId}/biometric/devices`, {
    method: 'POST',
    body: input,
  });
}

export function removeDevice(deviceId: string): Promise<unknown> {
  return apiFetch(`/api/biometric/devices/${deviceId}`, { method: 'DELETE' });
}

export function requestResend(deviceId: string): Promise<unknown> {
  return apiFetch(`/api/biometric/devices/${deviceId}/refetch`, {
    method: 'POST',
    body: { days: 7 },
  });
}

export function mapPin(
  orgId: string,
  pin: string,
  memberId: string,
): Promise<{ applied: number; refused: number; waiting: number }> {
  return apiFetch(`/api/organizations/${orgId}/biometric/pins`, {
    method: 'POST',
    body: { pin, member_id: memberId },
  });
}

export function unmapPin(orgId: string, pin: string): Promise<unknown> {
  return apiFetch(`/api/organizations/${orgId}/biometric/pins/${encodeURIComponent(pin)}`, {
    method: 'DELETE',
  });
}

export function importPunches(
  orgId: string,
  input: { device_id: string; file_name: string; content: string },
): Promise<ImportSummary> {
  return apiFetch(`/api/organizations/${orgId}/biometric/imports`, {
    method: 'POST',
    body: input,
    timeoutMs: 120_000,
  });
}

/** Active members to map a device user id to, by name. */
export async function fetchMemberChoices(orgId: string): Promise<MemberChoice[]> {
  const supabase = await getSupabase();
  // Read in pages: the data API answers at most 1000 rows per request.
  const data = await readAll((withCount) =>
    supabase
      .from('memberships')
      .select(
        'id, full_name, employee_code, roll_number',
        withCount ? { count: 'exact' } : undefined,
      )
      .eq('org_id', orgId)
      .eq('status', 'active')
      .order('full_name')
      .order('id'),
  );
  return data as MemberChoice[];
}
