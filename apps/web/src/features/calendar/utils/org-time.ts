import { todayIn, wallClockIn } from '@ias/shared';

/**
 * The calendar shows the organisation's wall-clock times wherever the browser is: entries arrive
 * as local times without an offset, and the calendar component runs in UTC, so 10:00 stays 10:00.
 * "Now" is therefore the organisation's wall clock expressed as a UTC date.
 */
export const orgNow = (zone: string, at = new Date()): Date =>
  new Date(`${wallClockIn(zone, at)}Z`);

/** Today's date in the zone, 'YYYY-MM-DD'. */
export const orgToday = (zone: string) => todayIn(zone);

/** 'YYYY-MM-DD' of a UTC-run calendar date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export { addDays } from '@ias/shared';
