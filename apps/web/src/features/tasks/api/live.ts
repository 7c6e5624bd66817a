import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

const TABLES = [
  'task_cards',
  'task_columns',
  'task_card_assignees',
  'task_checklist_items',
  'task_comments',
] as const;

/** Every change on one board that the caller may see (row-level security per change). */
export async function openBoardChannel(
  boardId: string,
  onChange: (table: string) => void,
  onStatus: (isLive: boolean) => void,
): Promise<RealtimeChannel> {
  const supabase = await getSupabase();
  let channel = supabase.channel(`tasks:${boardId}`);
  for (const table of TABLES)
    channel = channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table, filter: `board_id=eq.${boardId}` },
      () => onChange(table),
    );
  return channel.subscribe((status) => onStatus(status === 'SUBSCRIBED'));
}

export async function closeBoardChannel(channel: RealtimeChannel) {
  const supabase = await getSupabase();
  await supabase.removeChannel(channel);
}
