import type { BoardEntry } from '@ias/shared';

export type { BoardEntry };
export type BoardState = {
  /** The organisation's day the board shows (from the snapshot). */
  date: string | null;
  entries: ReadonlyMap<string, BoardEntry>;
  /** The latest changes, newest first, for the "just now" list. */
  recent: BoardEntry[];
};

export type BoardAction =
  { type: 'snapshot'; date: string; entries: BoardEntry[] } | { type: 'entry'; entry: BoardEntry };

export const emptyBoard: BoardState = { date: null, entries: new Map(), recent: [] };
const RECENT = 8;

/** Folds the stream into the board: a snapshot replaces everything, an entry updates one person. */
export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  if (action.type === 'snapshot') {
    const entries = new Map(action.entries.map((e) => [e.member_id, e]));
    // A reconnect keeps the "just now" list of the same day.
    const recent = state.date === action.date ? state.recent : [];
    return { date: action.date, entries, recent };
  }
  const { entry } = action;
  if (state.date && entry.date < state.date) return state;
  // Past midnight where the organisation is: a new day starts with this entry.
  const isNewDay = state.date !== null && entry.date > state.date;
  const entries = new Map(isNewDay ? [] : state.entries);
  entries.set(entry.member_id, entry);
  const recent = [entry, ...(isNewDay ? [] : state.recent).filter((e) => e.id !== entry.id)];
  return { date: entry.date, entries, recent: recent.slice(0, RECENT) };
}

export type RosterPerson = {
  member_id: string;
  full_name: string;
  number: string | null;
  photo_url: string | null;
  group_ids: string[];
};

export type PresenceState = 'in' | 'left' | 'absent' | 'away' | 'not_in';

export type BoardRow = RosterPerson & {
  entry: BoardEntry | null;
  state: PresenceState;
  isLate: boolean;
};

export type BoardCounts = Record<PresenceState, number> & { late: number; total: number };

const ARRIVED = ['present', 'late', 'half_day'];

export function presenceOf(entry: BoardEntry | null): PresenceState {
  if (!entry) return 'not_in';
  if (entry.status === 'absent') return 'absent';
  if (entry.status === 'on_leave' || entry.status === 'excused') return 'away';
  if (entry.check_out_at) return 'left';
  if (entry.check_in_at || ARRIVED.includes(entry.status)) return 'in';
  return 'not_in';
}

/**
 * Everyone the viewer watches, with today's state: people on the roster without a record are
 * "not in yet"; records of people missing from the roster (joined since it loaded) are kept.
 */
export function boardRows(
  roster: RosterPerson[],
  entries: ReadonlyMap<string, BoardEntry>,
  groupId?: string,
): BoardRow[] {
  const known = new Set(roster.map((p) => p.member_id));
  const extra: RosterPerson[] = groupId
    ? []
    : [...entries.values()]
        .filter((e) => !known.has(e.member_id))
        .map((e) => ({
          member_id: e.member_id,
          full_name: e.full_name,
          number: null,
          photo_url: null,
          group_ids: [],
        }));
  return [...roster, ...extra]
    .filter((p) => !groupId || p.group_ids.includes(groupId))
    .map((person) => {
      const entry = entries.get(person.member_id) ?? null;
      return { ...person, entry, state: presenceOf(entry), isLate: entry?.status === 'late' };
    })
    .sort((a, b) => a.full_name.localeCompare(b.full_name));
}

export function countRows(rows: BoardRow[]): BoardCounts {
  const counts: BoardCounts = {
    in: 0,
    left: 0,
    absent: 0,
    away: 0,
    not_in: 0,
    late: 0,
    total: rows.length,
  };
  for (const row of rows) {
    counts[row.state]++;
    if (row.isLate) counts.late++;
  }
  return counts;
}
