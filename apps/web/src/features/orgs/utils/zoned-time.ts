/**
 * Dates and times where the organisation is, not where the browser or server is: an owner in
 * Dubai looking at a Pune school sees Pune's "today" and Pune's clock.
 */

const partsFormatter = new Map<string, Intl.DateTimeFormat>();

function dateParts(timeZone: string, instant: Date) {
  let formatter = partsFormatter.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    partsFormatter.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function todayInZone(timeZone: string, instant: Date = new Date()): string {
  const { year, month, day } = dateParts(timeZone, instant);
  return `${year}-${month}-${day}`;
}

/** "2:05 pm" — a moment as the clock on the organisation's wall shows it. */
export function formatTimeInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "Mon, 26 Jan 2026, 2:05 pm" in the organisation's zone. */
export function formatDateTimeInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "Monday, 26 January 2026" for a calendar date (no time zone shift: it is already local). */
export function formatCalendarDate(date: string, style: 'long' | 'short' = 'long'): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { weekday: 'short', day: 'numeric', month: 'short' }),
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** "UTC+05:30" for a zone at an instant (zones with daylight saving change through the year). */
export function zoneOffsetLabel(timeZone: string, instant: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  if (!name || name === 'GMT') return 'UTC+00:00';
  return name.replace('GMT', 'UTC');
}

/** The IANA zones this browser knows, Asia/Kolkata first (the product is for India). */
export function listTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = zones.filter((z) => z !== 'Asia/Kolkata' && z !== 'UTC');
  return ['Asia/Kolkata', ...rest, 'UTC'];
}

/** "How long ago" for a past instant, in words (null when it never happened). */
export function describeAgo(instant: string | null, now: Date = new Date()): string | null {
  if (!instant) return null;
  const seconds = Math.round((now.getTime() - new Date(instant).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
