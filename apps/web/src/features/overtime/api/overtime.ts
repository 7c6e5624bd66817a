import type {
  MemberOvertime,
  OrgOvertimeList,
  OrgOvertimeSettings,
  OvertimeDecision,
  OvertimeStatus,
} from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export const overtimeKeys = {
  all: ['overtime'] as const,
  org: (orgId: string, status: OvertimeStatus | 'all') =>
    ['overtime', 'org', orgId, status] as const,
  member: (memberId: string, month: string) => ['overtime', 'member', memberId, month] as const,
  settings: (orgId: string) => ['overtime', 'settings', orgId] as const,
};

/** The organisation's overtime of the last two months (owners: everyone; in-charges: their people). */
export const fetchOrgOvertime = (orgId: string, status: OvertimeStatus | 'all') =>
  apiFetch<OrgOvertimeList>(
    `/api/organizations/${orgId}/overtime${status === 'all' ? '' : `?status=${status}`}`,
  );

/** A person's month: regular hours, overtime, approved overtime and comp-off credits. */
export const fetchMemberOvertime = (memberId: string, month: string) =>
  apiFetch<MemberOvertime>(`/api/members/${memberId}/overtime?month=${month}`);

export const decideOvertime = (entryId: string, decision: OvertimeDecision) =>
  apiFetch<{ id: string; status: OvertimeStatus }>(`/api/overtime/${entryId}/decision`, {
    method: 'POST',
    body: decision,
  });

/** Owners: bring the days changed since the overtime job's last round in now (a minute at most otherwise). */
export const recalculateOvertime = (orgId: string) =>
  apiFetch<{ written: number; updated_at: string }>(
    `/api/organizations/${orgId}/overtime/recalculate`,
    { method: 'POST', body: {} },
  );

const COLUMNS = 'overtime_approval, comp_off_mode, comp_off_expiry_days';

export async function fetchOvertimeSettings(orgId: string): Promise<OrgOvertimeSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .select(COLUMNS)
    .eq('id', orgId)
    .single();
  if (error) throw error;
  return data as OrgOvertimeSettings;
}

/** Owners only (row-level security); the database checks the values. */
export async function saveOvertimeSettings(
  orgId: string,
  settings: OrgOvertimeSettings,
): Promise<OrgOvertimeSettings> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .update(settings)
    .eq('id', orgId)
    .select(COLUMNS)
    .single();
  if (error) throw error;
  return data as OrgOvertimeSettings;
}
