import type { TaskCard } from '../api/types';

export type Placement = { columnId: string; beforeId: string | null };

/** The cards of a column in board order (closed cards are off the board). */
export const columnCards = (cards: readonly TaskCard[], columnId: string) =>
  cards
    .filter((card) => card.column_id === columnId && !card.closed_at)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

/**
 * Where a dragged card lands when dropped on `overId` — a card, or a column (its end). Dropped on
 * a card further down the same column it goes after that card; anywhere else, before it.
 */
export function placementOf(
  cards: readonly TaskCard[],
  activeId: string,
  overId: string,
  columnIds: readonly string[],
): Placement | null {
  const active = cards.find((card) => card.id === activeId);
  if (!active || activeId === overId) return null;
  if (columnIds.includes(overId)) {
    return active.column_id === overId && columnCards(cards, overId).at(-1)?.id === activeId
      ? null
      : { columnId: overId, beforeId: null };
  }
  const over = cards.find((card) => card.id === overId);
  if (!over) return null;
  const list = columnCards(cards, over.column_id);
  const overIndex = list.findIndex((card) => card.id === overId);
  if (active.column_id === over.column_id) {
    const activeIndex = list.findIndex((card) => card.id === activeId);
    if (activeIndex < overIndex)
      return { columnId: over.column_id, beforeId: list[overIndex + 1]?.id ?? null };
  }
  return { columnId: over.column_id, beforeId: over.id };
}

/** The board as it will look once the move is done (shown at once, confirmed by the server). */
export function applyPlacement(
  cards: readonly TaskCard[],
  cardId: string,
  placement: Placement,
): TaskCard[] {
  const others = columnCards(cards, placement.columnId).filter((card) => card.id !== cardId);
  const beforeIndex = placement.beforeId
    ? others.findIndex((card) => card.id === placement.beforeId)
    : -1;
  const next = beforeIndex >= 0 ? others[beforeIndex]!.position : undefined;
  const previous =
    beforeIndex > 0
      ? others[beforeIndex - 1]!.position
      : beforeIndex === 0
        ? undefined
        : others.at(-1)?.position;
  const position =
    next === undefined
      ? (previous ?? 0) + 1
      : previous === undefined
        ? next - 1
        : (previous + next) / 2;
  return cards.map((card) =>
    card.id === cardId ? { ...card, column_id: placement.columnId, position } : card,
  );
}
