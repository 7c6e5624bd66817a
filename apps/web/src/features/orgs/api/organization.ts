import type {
  CheckInMethod,
  CreateOrganizationInput,
  IndiaStateCode,
  OrganizationKind,
  OrganizationSettings,
} from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

/**
 * An organisation as its owner sees it (every column a client may read; the join code is read
 * apart, by those who may approve joiners: `fetchJoinCode`).
 */
export type Organization = {
  id: string;
  name: string;
  kind: OrganizationKind;
  address: string | null;
  timezone: string;
  /** ISO 3166-2:IN code of the state or union territory; its holidays are suggested. */
  state: IndiaStateCode | null;
  logo_url: string | null;
  owner_id: string;
  late_grace_minutes: number;
  half_day_threshold_minutes: number;
  /** numeric in Postgres: arrives as a number or a string. */
  min_attendance_percent: number | string | null;
  allowed_methods: CheckInMethod[];
  weekly_off_days: number[];
  staff_can_approve: boolean;
  students_self_check_in: boolean;
  liveness_required: boolean;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export async function fetchOrganization(orgId: string): Promise<Organization> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('organizations').select('*').eq('id', orgId).single();
  if (error) throw error;
  return data as Organization;
}

/** POST /api/organizations: the caller becomes the owner (201 with the new row). */
export function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return apiFetch<Organization>('/api/organizations', { method: 'POST', body: input });
}

/** The owner's settings write (owner, kind, join code and the demo flag are refused anyway). */
export async function updateOrganizationSettings(
  orgId: string,
  settings: OrganizationSettings,
): Promise<Organization> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .update(settings)
    .eq('id', orgId)
    .select('*')
    .single();
  if (error) throw error;
  return data as Organization;
}

/** The join code, for the owner (and staff when they may approve joiners); null for others. */
export async function fetchJoinCode(orgId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('organization_join_code', { org_id: orgId });
  if (error) throw error;
  return (data as string | null) ?? null;
}
