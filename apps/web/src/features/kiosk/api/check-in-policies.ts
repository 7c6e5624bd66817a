import { getSupabase } from '@/lib/supabase';

/** The organisation's kiosk and check-in policies (issue 12), columns of `organizations`. */
export type CheckInPolicies = {
  pin_check_in: boolean;
  auto_check_out: 'off' | 'shift_end' | 'fixed';
  /** 'HH:MM[:SS]' in the organisation's zone, or null. */
  auto_check_out_time: string | null;
  /** null: unlimited. */
  corrections_per_month: number | null;
  /** The server verifies face check-ins from a head-turn challenge (issue 19; on by default). */
  face_verification: boolean;
};

const COLUMNS =
  'pin_check_in, auto_check_out, auto_check_out_time, corrections_per_month, face_verification';

export const checkInPolicyKeys = {
  org: (orgId: string) => ['kiosk', 'check-in-policies', orgId] as const,
};

export async function fetchCheckInPolicies(orgId: string): Promise<CheckInPolicies> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .select(COLUMNS)
    .eq('id', orgId)
    .single();
  if (error) throw error;
  return data as CheckInPolicies;
}

/** Owners only (row-level security); the database checks the values. */
export async function saveCheckInPolicies(
  orgId: string,
  policies: CheckInPolicies,
): Promise<CheckInPolicies> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .update(policies)
    .eq('id', orgId)
    .select(COLUMNS)
    .single();
  if (error) throw error;
  return data as CheckInPolicies;
}
