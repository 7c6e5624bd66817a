import { getSupabase } from '@/lib/supabase';

export type ShiftOption = { id: string; name: string; starts_at: string; ends_at: string };

/** The organisation's shifts, for the member form's shift picker. */
export async function fetchShiftOptions(orgId: string): Promise<ShiftOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shifts')
    .select('id, name, starts_at, ends_at')
    .eq('org_id', orgId)
    .order('starts_at');
  if (error) throw error;
  return (data ?? []) as ShiftOption[];
}
