import { apiFetch } from '@/lib/api-client';
import { readAll } from '@/lib/read-all';
import { getSupabase } from '@/lib/supabase';
import type { Board, BoardData, Column, Person, TaskCard } from './types';

/** The caller's boards; the server makes the ones they are owed on the way. */
export async function fetchBoards(): Promise<Board[]> {
  const { boards } = await apiFetch<{ boards: Board[] }>('/api/tasks/boards');
  return boards;
}

const CARD_FIELDS =
  'id, board_id, column_id, title, description, due_on, labels, priority, position, is_private, class_task_id, completed_at, closed_at, version, created_at, assignees:task_card_assignees(id, member_id, completed_at, member:memberships(full_name)), checklist:task_checklist_items(is_done)';

/** A board's columns and the cards the caller may see on it, in order. */
export async function fetchBoardData(boardId: string): Promise<BoardData> {
  const supabase = await getSupabase();
  const [columns, cards] = await Promise.all([
    supabase
      .from('task_columns')
      .select('id, name, position, wip_limit, is_done')
      .eq('board_id', boardId)
      .order('position')
      .order('id'),
    // A board may hold more cards than one data API answer (DATA_API_MAX_ROWS): read them all.
    readAll((withCount) =>
      supabase
        .from('task_cards')
        .select(CARD_FIELDS, withCount ? { count: 'exact' } : {})
        .eq('board_id', boardId)
        .order('position')
        .order('id'),
    ),
  ]);
  if (columns.error) throw columns.error;
  return {
    columns: (columns.data ?? []).map((c) => ({ ...c, position: Number(c.position) })) as Column[],
    cards: cards.map((c) => ({
      ...c,
      position: Number(c.position),
    })) as unknown as TaskCard[],
  };
}

/** The caller's own active memberships (for "mine"). */
export async function fetchMyMemberIds(userId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('memberships')
    .select('id')
    .eq('user_id', userId)
    .eq('status', 'active');
  if (error) throw error;
  return (data ?? []).map((row) => row.id as string);
}

/** Active people of an organisation the caller may see, by name, for assigning. */
export async function searchPeople(orgId: string, search: string): Promise<Person[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('memberships')
    .select('id, full_name, role')
    .eq('org_id', orgId)
    .eq('status', 'active')
    .order('full_name')
    .limit(20);
  const term = search.trim().replace(/[%_,()]/g, ' ');
  if (term) query = query.ilike('full_name', `%${term}%`);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as Person[];
}
