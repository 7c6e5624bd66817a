import { getSupabase } from '@/lib/supabase';

export type BoardMember = { user_id: string; role: 'editor' | 'viewer'; name: string };

/** People added to a shared board, with their names from the organisation's memberships. */
export async function fetchBoardMembers(boardId: string, orgId: string): Promise<BoardMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('task_board_members')
    .select('user_id, role')
    .eq('board_id', boardId);
  if (error) throw error;
  const rows = (data ?? []) as Array<{ user_id: string; role: BoardMember['role'] }>;
  if (rows.length === 0) return [];
  const names = await supabase
    .from('memberships')
    .select('user_id, full_name')
    .eq('org_id', orgId)
    .in(
      'user_id',
      rows.map((row) => row.user_id),
    );
  if (names.error) throw names.error;
  const byUser = new Map(
    (names.data ?? []).map((m) => [m.user_id as string, m.full_name as string]),
  );
  return rows
    .map((row) => ({ ...row, name: byUser.get(row.user_id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Active people of the organisation who have an account, by name (only they can be added). */
export async function searchAccounts(orgId: string, search: string) {
  const supabase = await getSupabase();
  const term = search.trim().replace(/[%_,()]/g, ' ');
  const { data, error } = await supabase
    .from('memberships')
    .select('user_id, full_name, role')
    .eq('org_id', orgId)
    .eq('status', 'active')
    .not('user_id', 'is', null)
    .ilike('full_name', `%${term}%`)
    .order('full_name')
    .limit(20);
  if (error) throw error;
  return (data ?? []) as Array<{ user_id: string; full_name: string; role: string }>;
}

export async function addBoardMember(boardId: string, userId: string, role: BoardMember['role']) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_board_members')
    .insert({ board_id: boardId, user_id: userId, role });
  if (error) throw error;
}

export async function removeBoardMember(boardId: string, userId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_board_members')
    .delete()
    .eq('board_id', boardId)
    .eq('user_id', userId);
  if (error) throw error;
}
