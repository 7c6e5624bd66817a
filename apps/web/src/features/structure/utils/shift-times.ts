import { translateStructure } from '../catalogue';

/** Wall-clock times as Postgres returns them ("22:00:00") shown as "22:00". */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** A shift whose end is not after its start runs overnight (as the database decides). */
export function isOvernight(startsAt: string, endsAt: string): boolean {
  return minutesOf(endsAt) <= minutesOf(startsAt);
}

/** "09:00 → 17:30", or "22:00 → 06:00 next day" for a shift that crosses midnight. */
export function describeShiftTimes(startsAt: string, endsAt: string): string {
  const times = { start: hhmm(startsAt), end: hhmm(endsAt) };
  return translateStructure(
    isOvernight(startsAt, endsAt) ? 'structure.time.overnight' : 'structure.time.range',
    times,
  );
}

/** Length of a shift in minutes, across midnight when it is overnight. */
export function shiftMinutes(startsAt: string, endsAt: string): number {
  const length = minutesOf(endsAt) - minutesOf(startsAt);
  return length <= 0 ? length + 24 * 60 : length;
}

/** "8 h", "8 h 30 min". */
export function describeDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return translateStructure('structure.duration.minutes', { minutes: rest });
  return rest
    ? translateStructure('structure.duration.hoursMinutes', { hours, minutes: rest })
    : translateStructure('structure.duration.hours', { hours });
}
