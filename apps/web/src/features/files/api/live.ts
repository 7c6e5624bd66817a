import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

/**
 * A space's channel: every change of its items that the caller may see (row-level security per
 * change), and a broadcast "changed" that pages send after a change whose rows readers can no
 * longer see (an item gone to the trash or moved away is invisible to them, so its change is not
 * delivered to them as a row).
 */
export async function openSpaceChannel(
  spaceId: string,
  onChange: () => void,
): Promise<RealtimeChannel> {
  const supabase = await getSupabase();
  return supabase
    .channel(`files:${spaceId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'files', filter: `space_id=eq.${spaceId}` },
      onChange,
    )
    .on('broadcast', { event: 'changed' }, onChange)
    .subscribe();
}

/** Tells the other open pages of the space to read it again. */
export async function announceChange(channel: RealtimeChannel) {
  await channel.send({ type: 'broadcast', event: 'changed', payload: {} });
}

export async function closeSpaceChannel(channel: RealtimeChannel) {
  const supabase = await getSupabase();
  await supabase.removeChannel(channel);
}
