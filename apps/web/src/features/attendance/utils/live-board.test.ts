import { describe, expect, it } from 'vitest';
import {
  type BoardEntry,
  boardReducer,
  boardRows,
  countRows,
  emptyBoard,
  type RosterPerson,
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
const person = (member: string, groups: string[] = ['g1']): RosterPerson => ({
  member_id: member,
  full_name: member.toUpperCase(),
  number: null,
  photo_url: null,
  group_ids: groups,
});

describe('live board', () => {
  it('takes the snapshot, then updates one person per event', () => {
    let board = boardReducer(emptyBoard, {
      type: 'snapshot',
      date: '2026-11-23',
      entries: [entry('a')],
    });
    board = boardReducer(board, { type: 'entry', entry: entry('b', { status: 'late' }) });
    board = boardReducer(board, {
      type: 'entry',
      entry: entry('a', { check_out_at: '2026-11-23T12:00:00Z' }),
    });
    expect(board.entries.size).toBe(2);
    expect(board.entries.get('a')?.check_out_at).toBe('2026-11-23T12:00:00Z');
    expect(board.recent.map((e) => e.member_id)).toEqual(['a', 'b']);
  });

  it('ignores yesterday’s late corrections and starts a new day after midnight', () => {
    let board = boardReducer(emptyBoard, {
      type: 'snapshot',
      date: '2026-11-23',
      entries: [entry('a')],
    });
    board = boardReducer(board, { type: 'entry', entry: entry('z', { date: '2026-11-22' }) });
    expect(board.entries.has('z')).toBe(false);
    board = boardReducer(board, { type: 'entry', entry: entry('b', { date: '2026-11-24' }) });
    expect(board.date).toBe('2026-11-24');
    expect([...board.entries.keys()]).toEqual(['b']);
  });

  it('keeps the "just now" list across a reconnect on the same day', () => {
    let board = boardReducer(emptyBoard, { type: 'snapshot', date: '2026-11-23', entries: [] });
    board = boardReducer(board, { type: 'entry', entry: entry('a') });
    board = boardReducer(board, { type: 'snapshot', date: '2026-11-23', entries: [entry('a')] });
    expect(board.recent).toHaveLength(1);
  });

  it('lists everyone on the roster with their state, counting late arrivals', () => {
    const entries = new Map([
      ['a', entry('a')],
      ['b', entry('b', { status: 'late' })],
      ['c', entry('c', { check_out_at: '2026-11-23T12:00:00Z' })],
      ['d', entry('d', { status: 'absent', check_in_at: null })],
      ['e', entry('e', { status: 'on_leave', check_in_at: null })],
      ['x', entry('x')],
    ]);
    const roster = ['a', 'b', 'c', 'd', 'e', 'f'].map((m) =>
      person(m, m === 'f' ? ['g2'] : ['g1']),
    );
    const rows = boardRows(roster, entries);
    expect(rows.map((r) => [r.member_id, r.state])).toEqual([
      ['a', 'in'],
      ['b', 'in'],
      ['c', 'left'],
      ['d', 'absent'],
      ['e', 'away'],
      ['f', 'not_in'],
      // Someone with a record who is not on the loaded roster still shows.
      ['x', 'in'],
    ]);
    expect(countRows(rows)).toEqual({
      in: 3,
      left: 1,
      absent: 1,
      away: 1,
      not_in: 1,
      late: 1,
      total: 7,
    });
    expect(boardRows(roster, entries, 'g2').map((r) => r.member_id)).toEqual(['f']);
  });
});
