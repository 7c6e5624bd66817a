import { deviceZone, todayIn } from '@ias/shared';
import type { Priority, TaskCard } from '../api/types';

export type TaskFilters = {
  isMine: boolean;
  isOverdue: boolean;
  label: string;
  assignee: string;
  showClosed: boolean;
  search: string;
};
export const NO_FILTERS: TaskFilters = {
  isMine: false,
  isOverdue: false,
  label: '',
  assignee: '',
  showClosed: false,
  search: '',
};

export type SortKey = 'position' | 'due' | 'priority' | 'title' | 'created';

const PRIORITY_RANK: Record<Priority, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

/** A card whose due date is before today (in the board's organisation) and that is not done. */
export const isOverdue = (card: TaskCard, today: string) =>
  card.due_on !== null && card.due_on < today && !card.completed_at && !card.closed_at;

/** Today as 'YYYY-MM-DD' in the board's zone (the organisation's; the device's by default). */
export const localToday = (timeZone: string = deviceZone(), now = new Date()): string =>
  todayIn(timeZone, now);

/** The cards that pass the filters. "Mine": assigned to me, or anything on my personal board. */
export function filterCards(
  cards: readonly TaskCard[],
  filters: TaskFilters,
  context: { myMemberIds: readonly string[]; isPersonal: boolean; today: string },
): TaskCard[] {
  const search = filters.search.trim().toLowerCase();
  return cards.filter((card) => {
    if (!filters.showClosed && card.closed_at) return false;
    if (
      filters.isMine &&
      !context.isPersonal &&
      !card.assignees.some((a) => context.myMemberIds.includes(a.member_id))
    )
      return false;
    if (filters.isOverdue && !isOverdue(card, context.today)) return false;
    if (filters.label && !card.labels.includes(filters.label)) return false;
    if (filters.assignee && !card.assignees.some((a) => a.member_id === filters.assignee))
      return false;
    if (search && !`${card.title} ${card.description}`.toLowerCase().includes(search)) return false;
    return true;
  });
}

/** Cards in the list view's order; ties keep the board order. */
export function sortCards(cards: readonly TaskCard[], key: SortKey): TaskCard[] {
  const sorted = [...cards];
  const byPosition = (a: TaskCard, b: TaskCard) =>
    a.position - b.position || a.id.localeCompare(b.id);
  const compare: Record<SortKey, (a: TaskCard, b: TaskCard) => number> = {
    position: byPosition,
    due: (a, b) => (a.due_on ?? '9999').localeCompare(b.due_on ?? '9999'),
    priority: (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority],
    title: (a, b) => a.title.localeCompare(b.title),
    created: (a, b) => b.created_at.localeCompare(a.created_at),
  };
  return sorted.sort((a, b) => compare[key](a, b) || byPosition(a, b));
}

/** Every label used on the board, for the filter. */
export const boardLabels = (cards: readonly TaskCard[]) =>
  [...new Set(cards.flatMap((card) => card.labels))].sort();

/** Every assignee on the board, for the filter. */
export function boardAssignees(cards: readonly TaskCard[]) {
  const people = new Map<string, string>();
  for (const card of cards)
    for (const a of card.assignees) people.set(a.member_id, a.member?.full_name ?? '');
  return [...people]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
