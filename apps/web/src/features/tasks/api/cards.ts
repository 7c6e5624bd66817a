import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';
import type { Activity, ChecklistItem, ClassTaskProgress, Comment, Priority } from './types';

export type CardDetails = {
  title: string;
  description: string;
  due_on: string | null;
  labels: string[];
  priority: Priority;
};

export async function createCard(boardId: string, columnId: string, title: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_cards')
    .insert({ board_id: boardId, column_id: columnId, title });
  if (error) throw error;
}

export async function updateCard(cardId: string, details: Partial<CardDetails>) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_cards').update(details).eq('id', cardId);
  if (error) throw error;
}

export async function deleteCard(cardId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_cards').delete().eq('id', cardId);
  if (error) throw error;
}

export type PlacedCard = { id: string; columnId: string; version: number; position: string };

/** Moves a card before another (or to the end); 409 when someone moved it first. */
export async function moveCard(
  cardId: string,
  move: { columnId: string; beforeId: string | null; version: number },
): Promise<PlacedCard> {
  const { card } = await apiFetch<{ card: PlacedCard }>(`/api/tasks/cards/${cardId}/move`, {
    method: 'POST',
    body: move,
  });
  return card;
}

export type BulkAction =
  | { action: 'move'; ids: string[]; columnId: string }
  | { action: 'close' | 'reopen'; ids: string[] };

export async function bulkUpdate(input: BulkAction): Promise<number> {
  const { changed } = await apiFetch<{ changed: number }>('/api/tasks/cards/bulk', {
    method: 'POST',
    body: input,
  });
  return changed;
}

export async function addAssignee(cardId: string, memberId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_card_assignees')
    .insert({ card_id: cardId, member_id: memberId });
  if (error) throw error;
}

export async function removeAssignee(assigneeId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_card_assignees').delete().eq('id', assigneeId);
  if (error) throw error;
}

/** An assignee of a shared card says they have finished (or not yet). */
export async function setFinished(assigneeId: string, isFinished: boolean) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_card_assignees')
    .update({ completed_at: isFinished ? new Date().toISOString() : null })
    .eq('id', assigneeId);
  if (error) throw error;
}

export type CardExtras = { checklist: ChecklistItem[]; comments: Comment[]; activity: Activity[] };

/** A card's checklist, comments and history, for its detail dialog. */
export async function fetchCardExtras(cardId: string): Promise<CardExtras> {
  const supabase = await getSupabase();
  const [checklist, comments, activity] = await Promise.all([
    supabase
      .from('task_checklist_items')
      .select('id, body, is_done, position')
      .eq('card_id', cardId)
      .order('position'),
    supabase
      .from('task_comments')
      .select('id, author_id, author_name, body, created_at')
      .eq('card_id', cardId)
      .order('created_at'),
    supabase
      .from('task_activity')
      .select('id, actor_name, action, details, created_at')
      .eq('card_id', cardId)
      .order('id', { ascending: false })
      .limit(100),
  ]);
  for (const result of [checklist, comments, activity]) if (result.error) throw result.error;
  return {
    checklist: (checklist.data ?? []) as ChecklistItem[],
    comments: (comments.data ?? []) as Comment[],
    activity: (activity.data ?? []) as Activity[],
  };
}

export async function addChecklistItem(cardId: string, body: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_checklist_items').insert({ card_id: cardId, body });
  if (error) throw error;
}

export async function setChecklistItem(itemId: string, isDone: boolean) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_checklist_items')
    .update({ is_done: isDone })
    .eq('id', itemId);
  if (error) throw error;
}

export async function deleteChecklistItem(itemId: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('task_checklist_items').delete().eq('id', itemId);
  if (error) throw error;
}

/** A comment; `mentions` are the accounts it names (told if they see the card, by the database). */
export async function addComment(cardId: string, body: string, mentions: string[] = []) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('task_comments')
    .insert({ card_id: cardId, body, ...(mentions.length ? { mentions } : {}) });
  if (error) throw error;
}

export type MentionablePerson = { user_id: string; full_name: string };

/** People who see the card, to mention in a comment (none when the caller does not see it). */
export async function fetchMentionable(
  cardId: string,
  search: string,
): Promise<MentionablePerson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('task_card_people', { card: cardId, search });
  if (error) throw error;
  return ((data ?? []) as MentionablePerson[])
    .sort((a, b) => a.full_name.localeCompare(b.full_name))
    .slice(0, 8);
}

export type NewClassTask = {
  boardId: string;
  title: string;
  description: string;
  dueOn: string | null;
  priority: Priority;
  mode: 'each' | 'shared';
};

export async function createClassTask(input: NewClassTask) {
  return apiFetch<{ classTaskId: string; cards: number; people: number }>(
    '/api/tasks/class-tasks',
    { method: 'POST', body: input },
  );
}

export async function fetchClassTasks(boardId: string): Promise<ClassTaskProgress[]> {
  const { classTasks } = await apiFetch<{ classTasks: ClassTaskProgress[] }>(
    `/api/tasks/boards/${boardId}/class-tasks`,
  );
  return classTasks;
}
