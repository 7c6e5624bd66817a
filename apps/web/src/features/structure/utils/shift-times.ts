import { formatDuration, formatWallClock } from '@ias/shared';
import { currentLocale } from '@/features/i18n';
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

/** A wall-clock time "17:30:00" as the shared formatter writes it: "5:30 pm". */
export const showTime = (time: string): string => formatWallClock(time, currentLocale());

/** "9:00 am → 5:30 pm", or "10:00 pm → 6:00 am next day" for a shift that crosses midnight. */
export function describeShiftTimes(startsAt: string, endsAt: string): string {
  const times = { start: showTime(startsAt), end: showTime(endsAt) };
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

/** "8 h 00 m", "8 h 30 m", "45 m": the shared one way of writing a duration (issue 13). */
export function describeDuration(minutes: number): string {
  return formatDuration(minutes, {
    hoursMinutes: (parts) => translateStructure('structure.duration.hoursMinutes', parts),
    minutes: (parts) => translateStructure('structure.duration.minutes', parts),
  });
}
