import { readAll } from '@/lib/read-all';
import { getSupabase } from '@/lib/supabase';
import type { Attachment, Message, Reaction } from './types';

const MESSAGE_COLUMNS =
  'id, conversation_id, author_id, body, created_at, edited_at, deleted_at, attachments';
const BUCKET = 'message-files';
export const THREAD_PAGE_SIZE = 200;

/** The latest messages of a conversation, oldest first. */
export async function fetchMessages(conversationId: string): Promise<Message[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('messages')
    .select(MESSAGE_COLUMNS)
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .limit(THREAD_PAGE_SIZE);
  if (error) throw error;
  return ((data ?? []) as Message[]).reverse();
}

/** The page of messages written before `before` (the oldest one shown), oldest first. */
export async function fetchMessagesBefore(
  conversationId: string,
  before: string,
): Promise<Message[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('messages')
    .select(MESSAGE_COLUMNS)
    .eq('conversation_id', conversationId)
    .lt('created_at', before)
    .order('created_at', { ascending: false })
    .limit(THREAD_PAGE_SIZE);
  if (error) throw error;
  return ((data ?? []) as Message[]).reverse();
}

export async function fetchReactions(conversationId: string): Promise<Reaction[]> {
  const supabase = await getSupabase();
  return readAll<Reaction>((withCount) =>
    supabase
      .from('message_reactions')
      .select('id, message_id, member_id, emoji', withCount ? { count: 'exact' } : {})
      .eq('conversation_id', conversationId)
      .order('id'),
  );
}

/**
 * Sends a message under the id the client chose, so a retry after a lost answer is the same
 * message: a duplicate key means it had arrived.
 */
export async function sendMessage(input: {
  id: string;
  conversationId: string;
  body: string;
  files: File[];
}): Promise<Message | null> {
  const supabase = await getSupabase();
  const attachments: Attachment[] = [];
  for (const file of input.files) {
    const path = `${input.conversationId}/${input.id}/${safeFileName(file.name)}`;
    const upload = await supabase.storage
      .from(BUCKET)
      .upload(path, file, { contentType: file.type || 'application/octet-stream' });
    // A retry after a lost answer finds the file already there.
    if (upload.error && !/exists|duplicate/i.test(upload.error.message)) throw upload.error;
    attachments.push({ path, name: file.name, size: file.size, type: file.type });
  }
  const { data, error } = await supabase
    .from('messages')
    .insert({
      id: input.id,
      conversation_id: input.conversationId,
      body: input.body,
      ...(attachments.length ? { attachments } : {}),
    })
    .select(MESSAGE_COLUMNS)
    .single();
  if (error?.code === '23505') return null;
  if (error) throw error;
  return data as Message;
}

export async function editMessage(id: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('messages').update({ body }).eq('id', id);
  if (error) throw error;
}

export async function deleteMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('messages')
    .update({ deleted_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw error;
}

export async function addReaction(messageId: string, emoji: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('message_reactions')
    .insert({ message_id: messageId, emoji });
  if (error && error.code !== '23505') throw error;
}

export async function removeReaction(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('message_reactions').delete().eq('id', id);
  if (error) throw error;
}

/** A file name the storage accepts: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return (cleaned || 'file').slice(-100);
}

/** A link to download an attachment, valid for a minute (the bucket is private). */
export async function attachmentLink(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(BUCKET).createSignedUrl(path, 60);
  if (error) throw error;
  return data.signedUrl;
}
