import type {
  BoardCounts,
  BoardEntry,
  BoardPerson,
  BoardState as PresenceState,
} from '@ias/shared';

export type { BoardCounts, BoardEntry, BoardPerson, PresenceState };

/** What the live stream has said since it opened: the day, the latest change of each person. */
export type LiveBoardState = {
  /** The organisation's day the board shows (from the snapshot). */
  date: string | null;
  /** Each person's latest record received on the stream today (patches the page on screen). */
  entries: ReadonlyMap<string, BoardEntry>;
  /** The latest changes, newest first, for the "just now" list. */
  recent: BoardEntry[];
  /** Grows with every change (and reconnect): the counts and page are loaded again after it. */
  version: number;
};

export type BoardAction = { type: 'snapshot'; date: string } | { type: 'entry'; entry: BoardEntry };

export const emptyBoard: LiveBoardState = {
  date: null,
  entries: new Map(),
  recent: [],
  version: 0,
};
const RECENT = 8;

/**
 * Folds the stream into the board. The first snapshot names the day; a later one (a reconnect)
 * may have missed changes, so it bumps the version like a change does.
 */
export function boardReducer(state: LiveBoardState, action: BoardAction): LiveBoardState {
  if (action.type === 'snapshot') {
    if (state.date === null) return { ...state, date: action.date };
    // A reconnect keeps what the same day already showed.
    const sameDay = state.date === action.date;
    return {
      date: action.date,
      entries: sameDay ? state.entries : new Map(),
      recent: sameDay ? state.recent : [],
      version: state.version + 1,
    };
  }
  const { entry } = action;
  if (state.date && entry.date < state.date) return state;
  // Past midnight where the organisation is: a new day starts with this entry.
  const isNewDay = state.date !== null && entry.date > state.date;
  const entries = new Map(isNewDay ? [] : state.entries);
  entries.set(entry.member_id, entry);
  const recent = [entry, ...(isNewDay ? [] : state.recent).filter((e) => e.id !== entry.id)];
  return {
    date: entry.date,
    entries,
    recent: recent.slice(0, RECENT),
    version: state.version + 1,
  };
}

const ARRIVED = ['present', 'late', 'half_day'];

/** A person's state from today's record (the server computes the same for counts and pages). */
export function presenceOf(entry: BoardEntry | null): PresenceState {
  if (!entry) return 'not_in';
  if (entry.status === 'absent') return 'absent';
  if (entry.status === 'on_leave' || entry.status === 'excused') return 'away';
  if (entry.check_out_at) return 'left';
  if (entry.check_in_at || ARRIVED.includes(entry.status)) return 'in';
  return 'not_in';
}

/**
 * A person of the loaded page as the stream last had them: a check-in shows at once, before the
 * page and counts are loaded again.
 */
export function withLiveEntry(
  person: BoardPerson,
  live: ReadonlyMap<string, BoardEntry>,
  date: string,
): BoardPerson {
  const entry = live.get(person.member_id);
  if (!entry || entry.date !== date) return person;
  return { ...person, entry, state: presenceOf(entry), is_late: entry.status === 'late' };
}
