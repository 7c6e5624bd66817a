import { getSupabase } from '@/lib/supabase';
import type { ConversationPerson, ConversationSummary } from './types';

/** The caller's conversations, newest activity first, with unread counts (capped at 100). */
export async function fetchConversations(): Promise<ConversationSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_conversations');
  if (error) throw error;
  return (data ?? []) as ConversationSummary[];
}

/** The people of a conversation: names for its messages and how far each has read. */
export async function fetchConversationPeople(
  conversationId: string,
): Promise<ConversationPerson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('conversation_people', {
    conversation: conversationId,
  });
  if (error) throw error;
  return (data ?? []) as ConversationPerson[];
}

/** Opens the direct conversation with a member of the organisation (the server checks who). */
export async function startDirectConversation(memberId: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('start_direct_conversation', { member: memberId });
  if (error) throw error;
  return data as string;
}

/** Opens the announcements of the organisation (groupId null) or of one group. */
export async function openAnnouncements(orgId: string, groupId: string | null): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('open_announcements', {
    org: orgId,
    ...(groupId ? { grp: groupId } : {}),
  });
  if (error) throw error;
  return data as string;
}

export async function markConversationRead(conversationId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('mark_conversation_read', { conversation: conversationId });
  if (error) throw error;
}

export async function setConversationMuted(
  conversationId: string,
  memberId: string,
  muted: boolean,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('conversation_members')
    .update({ muted })
    .eq('conversation_id', conversationId)
    .eq('member_id', memberId);
  if (error) throw error;
}
