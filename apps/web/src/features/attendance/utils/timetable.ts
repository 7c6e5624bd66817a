type Timed = { weekday: number; period: number; starts_at: string; ends_at: string };

export type SessionPhase = 'upcoming' | 'now' | 'over';

/** Where a period of today stands at the wall-clock time `now` ('HH:mm' in the organisation). */
export function sessionPhase(session: Timed, now: string): SessionPhase {
  if (now < session.starts_at.slice(0, 5)) return 'upcoming';
  if (now < session.ends_at.slice(0, 5)) return 'now';
  return 'over';
}

/** Sessions grouped by ISO weekday (1–7), only the days that have any. */
export function byWeekday<T extends Timed>(sessions: readonly T[]): Array<[number, T[]]> {
  const days = new Map<number, T[]>();
  for (const s of sessions) days.set(s.weekday, [...(days.get(s.weekday) ?? []), s]);
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => [day, list.sort((a, b) => a.period - b.period)]);
}
