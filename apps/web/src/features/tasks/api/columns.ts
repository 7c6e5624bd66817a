import { getSupabase } from '@/lib/supabase';

export type ColumnInput = {
  name?: string;
  wip_limit?: number | null;
  position?: number;
  is_done?: boolean;
};

export async function addColumn(boardId: string, input: ColumnInput) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_columns').insert({ board_id: boardId, ...input });
  if (error) throw error;
}

export async function updateColumn(columnId: string, changes: ColumnInput) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_columns').update(changes).eq('id', columnId);
  if (error) throw error;
}

export async function deleteColumn(columnId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_columns').delete().eq('id', columnId);
  if (error) throw error;
}
