import { catalogue } from '@/features/calendar/catalogue';
import { CalendarPage } from '@/features/calendar/components/calendar-page';

/** Waits for the calendar's texts in the language in use, so the page never flashes English. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /calendar: timetable, holidays, leave, events and personal events, merged by the server. */
export function Component() {
  return <CalendarPage />;
}
