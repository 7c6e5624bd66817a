import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { CalendarEntry, CalendarResponse } from './types.js';

/** What an entry is called in a feed, where the page's labels are not available. */
export type IcsLabels = {
  calendarName: string;
  entryTitle: (entry: CalendarEntry) => string;
};

/**
 * The calendar as an iCalendar file (RFC 5545), written by ical-generator. Timed entries are in
 * UTC, all-day entries are dates in the organisation's zone, so Google Calendar and Outlook show
 * them at the organisation's times in any zone. Weekly offs are left out (they would fill every
 * week); each occurrence of a recurring event is its own VEVENT with a stable UID.
 */
export function writeIcs(calendar: CalendarResponse, labels: IcsLabels, host: string): string {
  const zone = calendar.timezone;
  const feed = ical({ name: labels.calendarName, prodId: { company: 'ias', product: 'calendar' } });
  feed.ttl(60 * 60);
  for (const entry of calendar.entries) {
    if (entry.type === 'weekly_off') continue;
    const at = (value: string) => DateTime.fromISO(value, { zone });
    feed.createEvent({
      id: `${entry.id.replaceAll('/', '-')}@${host}`,
      start: at(entry.start),
      end: at(entry.end),
      allDay: entry.allDay,
      summary: labels.entryTitle(entry),
      description: entry.description ?? undefined,
      location: entry.place ?? undefined,
      status: entry.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return feed.toString();
}
