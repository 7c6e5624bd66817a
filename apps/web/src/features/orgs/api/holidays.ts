import type { HolidayInput } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

export type Holiday = HolidayInput & { id: string };

/** The organisation's holidays in one calendar year, in date order. */
export async function fetchHolidays(orgId: string, year: number): Promise<Holiday[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('holidays')
    .select('id, date, name')
    .eq('org_id', orgId)
    .gte('date', `${year}-01-01`)
    .lte('date', `${year}-12-31`)
    .order('date');
  if (error) throw error;
  return (data ?? []) as Holiday[];
}

export async function addHoliday(orgId: string, input: HolidayInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('holidays').insert({ ...input, org_id: orgId });
  if (error) throw error;
}

export async function deleteHoliday(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('holidays').delete().eq('id', id);
  if (error) throw error;
}
