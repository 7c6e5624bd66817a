import type { ShiftInput } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import { readAll } from '@/lib/read-all';

export type Shift = ShiftInput & { id: string; overnight: boolean };

export async function fetchShifts(orgId: string): Promise<Shift[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shifts')
    .select('id, name, starts_at, ends_at, grace_minutes, weekly_off_days, overnight')
    .eq('org_id', orgId)
    .order('starts_at');
  if (error) throw error;
  return (data ?? []) as Shift[];
}

export async function saveShift(orgId: string, input: ShiftInput, id?: string) {
  const supabase = await getSupabase();
  const { error } = id
    ? await supabase.from('shifts').update(input).eq('id', id)
    : await supabase.from('shifts').insert({ ...input, org_id: orgId });
  if (error) throw error;
}

/** Deletes a shift: groups and people on it fall back to none; attendance history stays. */
export async function deleteShift(id: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shifts').delete().eq('id', id);
  if (error) throw error;
}

export async function setGroupShift(groupId: string, shiftId: string | null) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('groups').update({ shift_id: shiftId }).eq('id', groupId);
  if (error) throw error;
}

export async function setMemberShift(memberId: string, shiftId: string | null) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('memberships')
    .update({ shift_id: shiftId })
    .eq('id', memberId);
  if (error) throw error;
}

export type ShiftPerson = { id: string; full_name: string; employee_code: string | null };

/** People assigned to a shift personally (not through their department). */
export async function fetchShiftMembers(orgId: string, shiftId: string): Promise<ShiftPerson[]> {
  const supabase = await getSupabase();
  // Read in pages: the data API answers at most 1000 rows per request.
  const data = await readAll((withCount) =>
    supabase
      .from('memberships')
      .select('id, full_name, employee_code', withCount ? { count: 'exact' } : undefined)
      .eq('org_id', orgId)
      .eq('shift_id', shiftId)
      .in('status', ['active', 'pending', 'invited'])
      .order('full_name')
      .order('id'),
  );
  return data as ShiftPerson[];
}
