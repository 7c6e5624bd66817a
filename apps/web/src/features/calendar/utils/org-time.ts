/**
 * The calendar shows the organisation's wall-clock times wherever the browser is: entries arrive
 * as local times without an offset, and the calendar component runs in UTC, so 10:00 stays 10:00.
 * "Now" is therefore the organisation's wall clock expressed as a UTC date.
 */
export function orgNow(zone: string, at = new Date()): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Date.UTC(
      +parts.year!,
      +parts.month! - 1,
      +parts.day!,
      +parts.hour!,
      +parts.minute!,
      +parts.second!,
    ),
  );
}

/** Today's date in the zone, 'YYYY-MM-DD'. */
export const orgToday = (zone: string) => orgNow(zone).toISOString().slice(0, 10);

/** Whether the browser's own zone differs from the organisation's (then times name the zone). */
export function isElsewhere(zone: string): boolean {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (browser === zone) return false;
  const now = new Date();
  return orgNow(zone, now).getTime() !== orgNow(browser, now).getTime();
}

/** 'YYYY-MM-DD' of a UTC-run calendar date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
