import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';

type Row = Record<string, unknown>;
export type LiveChange = { eventType: 'INSERT' | 'UPDATE' | 'DELETE'; new: Row; old: Row };

const changes = (table: string, filter: string) =>
  ({ event: '*', schema: 'public', table, filter }) as const;

/**
 * Live changes of one conversation (messages, reactions, read state) plus its typing broadcasts
 * and presence, on one channel. Returns the channel so the caller can send and track.
 */
export async function openConversationChannel(
  conversationId: string,
  presenceKey: string,
  handlers: {
    onMessage(change: LiveChange): void;
    onReaction(change: LiveChange): void;
    onReadState(change: LiveChange): void;
    onTyping(payload: { member_id: string }): void;
    onPresence(memberIds: string[]): void;
    onStatus(isLive: boolean): void;
  },
): Promise<RealtimeChannel> {
  const supabase = await getSupabase();
  const filter = `conversation_id=eq.${conversationId}`;
  const channel = supabase.channel(`conversation:${conversationId}`, {
    config: { presence: { key: presenceKey } },
  });
  channel
    .on('postgres_changes', changes('messages', filter), (c) => handlers.onMessage(c as LiveChange))
    .on('postgres_changes', changes('message_reactions', filter), (c) =>
      handlers.onReaction(c as LiveChange),
    )
    .on('postgres_changes', changes('conversation_members', filter), (c) =>
      handlers.onReadState(c as LiveChange),
    )
    .on('broadcast', { event: 'typing' }, (message) =>
      handlers.onTyping(message.payload as { member_id: string }),
    )
    .on('presence', { event: 'sync' }, () =>
      handlers.onPresence(Object.keys(channel.presenceState())),
    )
    .subscribe((status) => {
      handlers.onStatus(status === 'SUBSCRIBED');
      if (status === 'SUBSCRIBED') void channel.track({ online_at: new Date().toISOString() });
    });
  return channel;
}

/** New messages of the organisation and new memberships of the caller: the list is refreshed. */
export async function openInboxChannel(
  orgId: string,
  memberId: string,
  onChange: () => void,
): Promise<RealtimeChannel> {
  const supabase = await getSupabase();
  return supabase
    .channel(`inbox:${memberId}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'messages', filter: `org_id=eq.${orgId}` },
      onChange,
    )
    .on(
      'postgres_changes',
      {
        event: '*',
        schema: 'public',
        table: 'conversation_members',
        filter: `member_id=eq.${memberId}`,
      },
      onChange,
    )
    .subscribe();
}

export async function closeChannel(channel: RealtimeChannel): Promise<void> {
  const supabase = await getSupabase();
  await supabase.removeChannel(channel);
}
