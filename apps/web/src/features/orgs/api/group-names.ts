import { getSupabase } from '@/lib/supabase';

export type GroupName = { id: string; name: string; kind: string };

/** Every group's id and name, for labels and pickers. */
export async function fetchGroupNames(orgId: string): Promise<GroupName[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('groups')
    .select('id, name, kind')
    .eq('org_id', orgId)
    .order('name');
  if (error) throw error;
  return (data ?? []) as GroupName[];
}
