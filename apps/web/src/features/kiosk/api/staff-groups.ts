import { getSupabase } from '@/lib/supabase';

/** The groups the signed-in teacher/in-charge is responsible for (the only ones their kiosk may serve). */
export async function fetchResponsibleGroups(): Promise<Array<{ id: string; name: string }>> {
  const supabase = await getSupabase();
  const { data: ids, error } = await supabase.rpc('my_responsible_group_ids');
  if (error) throw error;
  const list = ((ids ?? []) as unknown[]).map((row) =>
    typeof row === 'string' ? row : String(Object.values(row as Record<string, unknown>)[0]),
  );
  if (!list.length) return [];
  const { data, error: groupsError } = await supabase
    .from('groups')
    .select('id, name')
    .in('id', list)
    .order('name');
  if (groupsError) throw groupsError;
  return (data ?? []) as Array<{ id: string; name: string }>;
}
