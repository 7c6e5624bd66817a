import { describe, expect, it } from 'vitest';
import type { TaskCard } from '../api/types';
import { filterCards, localToday, NO_FILTERS, sortCards } from './filters';

const card = (over: Partial<TaskCard>): TaskCard =>
  ({
    id: over.title ?? 'x',
    title: 'x',
    description: '',
    labels: [],
    assignees: [],
    due_on: null,
    completed_at: null,
    closed_at: null,
    priority: 'normal',
    position: 1,
    created_at: '2026-01-01T00:00:00Z',
    ...over,
  }) as TaskCard;

const mine = { id: 'a1', member_id: 'me', completed_at: null, member: { full_name: 'Me' } };
const theirs = { id: 'a2', member_id: 'them', completed_at: null, member: { full_name: 'Them' } };
const cards = [
  card({
    title: 'Essay',
    labels: ['english'],
    assignees: [mine],
    due_on: '2026-03-01',
    priority: 'high',
  }),
  card({
    title: 'Poster',
    labels: ['art'],
    assignees: [theirs],
    due_on: '2026-05-01',
    priority: 'urgent',
  }),
  card({ title: 'Old', closed_at: '2026-01-02T00:00:00Z' }),
  card({ title: 'Done late', due_on: '2026-02-01', completed_at: '2026-02-03T00:00:00Z' }),
];
const context = { myMemberIds: ['me'], isPersonal: false, today: '2026-04-01' };
const titles = (list: TaskCard[]) => list.map((c) => c.title);

describe('list filters and sorting', () => {
  it('hides closed cards unless asked', () => {
    expect(titles(filterCards(cards, NO_FILTERS, context))).toEqual([
      'Essay',
      'Poster',
      'Done late',
    ]);
    expect(filterCards(cards, { ...NO_FILTERS, showClosed: true }, context)).toHaveLength(4);
  });

  it('filters mine, overdue (not finished), by label, by assignee and by words', () => {
    expect(titles(filterCards(cards, { ...NO_FILTERS, isMine: true }, context))).toEqual(['Essay']);
    expect(titles(filterCards(cards, { ...NO_FILTERS, isOverdue: true }, context))).toEqual([
      'Essay',
    ]);
    expect(titles(filterCards(cards, { ...NO_FILTERS, label: 'art' }, context))).toEqual([
      'Poster',
    ]);
    expect(titles(filterCards(cards, { ...NO_FILTERS, assignee: 'them' }, context))).toEqual([
      'Poster',
    ]);
    expect(titles(filterCards(cards, { ...NO_FILTERS, search: 'ESS' }, context))).toEqual([
      'Essay',
    ]);
  });

  it('sorts by due date (undated last) and by priority', () => {
    expect(titles(sortCards(cards, 'due'))).toEqual(['Done late', 'Essay', 'Poster', 'Old']);
    expect(titles(sortCards(cards, 'priority'))[0]).toBe('Poster');
  });
});

describe('today for a board', () => {
  it('is the day in the board’s organisation, not on the reader’s device', () => {
    // 20:00 UTC on 26 Jan: 27 Jan in India, 26 Jan in New York.
    const at = new Date('2026-01-26T20:00:00Z');
    expect(localToday('Asia/Kolkata', at)).toBe('2026-01-27');
    expect(localToday('America/New_York', at)).toBe('2026-01-26');
  });
});
