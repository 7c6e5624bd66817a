import type { SiteInput } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

export type Site = SiteInput & { id: string; org_id: string; created_at: string };

export async function fetchSites(orgId: string): Promise<Site[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('sites')
    .select('id, org_id, name, latitude, longitude, radius_m, created_at')
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as Site[];
}

export async function saveSite(orgId: string, input: SiteInput, id?: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = id
    ? await supabase.from('sites').update(input).eq('id', id)
    : await supabase.from('sites').insert({ ...input, org_id: orgId });
  if (error) throw error;
}

export async function deleteSite(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('sites').delete().eq('id', id);
  if (error) throw error;
}
