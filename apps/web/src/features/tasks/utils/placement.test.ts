import { describe, expect, it } from 'vitest';
import type { TaskCard } from '../api/types';
import { applyPlacement, columnCards, placementOf } from './placement';

const card = (id: string, column_id: string, position: number): TaskCard =>
  ({ id, column_id, position, closed_at: null }) as TaskCard;
const cards = [
  card('a', 'todo', 1),
  card('b', 'todo', 2),
  card('c', 'todo', 3),
  card('d', 'done', 1),
];
const columns = ['todo', 'done'];

describe('where a dropped card lands', () => {
  it('goes after a card further down its own column, before one higher up', () => {
    expect(placementOf(cards, 'a', 'b', columns)).toEqual({ columnId: 'todo', beforeId: 'c' });
    expect(placementOf(cards, 'a', 'c', columns)).toEqual({ columnId: 'todo', beforeId: null });
    expect(placementOf(cards, 'c', 'a', columns)).toEqual({ columnId: 'todo', beforeId: 'a' });
  });

  it('goes before a card of another column, or at the end of a column dropped on', () => {
    expect(placementOf(cards, 'a', 'd', columns)).toEqual({ columnId: 'done', beforeId: 'd' });
    expect(placementOf(cards, 'a', 'done', columns)).toEqual({ columnId: 'done', beforeId: null });
    expect(placementOf(cards, 'c', 'todo', columns)).toBeNull();
    expect(placementOf(cards, 'a', 'a', columns)).toBeNull();
  });

  it('shows the new order at once', () => {
    const moved = applyPlacement(cards, 'c', { columnId: 'todo', beforeId: 'a' });
    expect(columnCards(moved, 'todo').map((c) => c.id)).toEqual(['c', 'a', 'b']);
    const between = applyPlacement(cards, 'd', { columnId: 'todo', beforeId: 'c' });
    expect(columnCards(between, 'todo').map((c) => c.id)).toEqual(['a', 'b', 'd', 'c']);
    const end = applyPlacement(cards, 'a', { columnId: 'done', beforeId: null });
    expect(columnCards(end, 'done').map((c) => c.id)).toEqual(['d', 'a']);
  });
});
