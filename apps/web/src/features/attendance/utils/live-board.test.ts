import { describe, expect, it } from 'vitest';
import {
  type BoardEntry,
  type BoardPerson,
  boardReducer,
  emptyBoard,
  presenceOf,
  withLiveEntry,
} from './live-board';

const entry = (member: string, patch: Partial<BoardEntry> = {}): BoardEntry => ({
  id: `r-${member}`,
  member_id: member,
  full_name: member.toUpperCase(),
  date: '2026-11-23',
  status: 'present',
  check_in_at: '2026-11-23T03:35:00Z',
  check_out_at: null,
  method: 'face',
  flags: [],
  ...patch,
});
const person = (member: string): BoardPerson => ({
  member_id: member,
  full_name: member.toUpperCase(),
  number: null,
  photo_url: null,
  state: 'not_in',
  is_late: false,
  entry: null,
});

describe('live board', () => {
  it('takes the day from the snapshot, then keeps each person’s latest change', () => {
    let board = boardReducer(emptyBoard, { type: 'snapshot', date: '2026-11-23' });
    expect([board.date, board.version]).toEqual(['2026-11-23', 0]);
    board = boardReducer(board, { type: 'entry', entry: entry('b', { status: 'late' }) });
    board = boardReducer(board, { type: 'entry', entry: entry('a') });
    board = boardReducer(board, {
      type: 'entry',
      entry: entry('a', { check_out_at: '2026-11-23T12:00:00Z' }),
    });
    expect(board.entries.size).toBe(2);
    expect(board.entries.get('a')?.check_out_at).toBe('2026-11-23T12:00:00Z');
    expect(board.recent.map((e) => e.member_id)).toEqual(['a', 'b']);
    // Every change asks for fresh counts.
    expect(board.version).toBe(3);
  });

  it('ignores yesterday’s late corrections and starts a new day after midnight', () => {
    let board = boardReducer(emptyBoard, { type: 'snapshot', date: '2026-11-23' });
    board = boardReducer(board, { type: 'entry', entry: entry('a') });
    board = boardReducer(board, { type: 'entry', entry: entry('z', { date: '2026-11-22' }) });
    expect(board.entries.has('z')).toBe(false);
    board = boardReducer(board, { type: 'entry', entry: entry('b', { date: '2026-11-24' }) });
    expect(board.date).toBe('2026-11-24');
    expect([...board.entries.keys()]).toEqual(['b']);
  });

  it('keeps the "just now" list across a reconnect on the same day, and reloads the counts', () => {
    let board = boardReducer(emptyBoard, { type: 'snapshot', date: '2026-11-23' });
    board = boardReducer(board, { type: 'entry', entry: entry('a') });
    const version = board.version;
    board = boardReducer(board, { type: 'snapshot', date: '2026-11-23' });
    expect(board.recent).toHaveLength(1);
    expect(board.version).toBe(version + 1);
    board = boardReducer(board, { type: 'snapshot', date: '2026-11-24' });
    expect([board.recent, board.entries.size]).toEqual([[], 0]);
  });

  it('knows each state from a record', () => {
    expect(presenceOf(null)).toBe('not_in');
    expect(presenceOf(entry('a'))).toBe('in');
    expect(presenceOf(entry('a', { status: 'late' }))).toBe('in');
    expect(presenceOf(entry('a', { check_out_at: '2026-11-23T12:00:00Z' }))).toBe('left');
    expect(presenceOf(entry('a', { status: 'absent', check_in_at: null }))).toBe('absent');
    expect(presenceOf(entry('a', { status: 'on_leave', check_in_at: null }))).toBe('away');
    expect(presenceOf(entry('a', { status: 'excused', check_in_at: null }))).toBe('away');
  });

  it('shows a change on the loaded page at once, for today only', () => {
    const live = new Map([
      ['a', entry('a', { status: 'late' })],
      ['y', entry('y', { date: '2026-11-22' })],
    ]);
    expect(withLiveEntry(person('a'), live, '2026-11-23')).toMatchObject({
      state: 'in',
      is_late: true,
      entry: { id: 'r-a' },
    });
    expect(withLiveEntry(person('b'), live, '2026-11-23')).toEqual(person('b'));
    expect(withLiveEntry(person('y'), live, '2026-11-23')).toEqual(person('y'));
  });
});
