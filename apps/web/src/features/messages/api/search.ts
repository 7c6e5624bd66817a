import { getSupabase } from '@/lib/supabase';
import type { Message } from './types';

/** The search words without the characters the data API's filters give a meaning. */
export const cleanSearch = (term: string) =>
  term
    .replace(/["\\(),*%]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Messages of the caller's own conversations (row-level security) whose words match. */
export async function searchMessages(term: string): Promise<Message[]> {
  const words = cleanSearch(term);
  if (words.length < 2) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('messages')
    .select('id, conversation_id, author_id, body, created_at, edited_at, deleted_at, attachments')
    .ilike('body', `*${words}*`)
    .is('deleted_at', null)
    .order('created_at', { ascending: false })
    .limit(30);
  if (error) throw error;
  return (data ?? []) as Message[];
}
