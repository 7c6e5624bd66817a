import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import hiLocale from '@fullcalendar/core/locales/hi';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { forwardRef, useCallback, useMemo } from 'react';
import type { CalendarEntry } from '../api/types';
import { categoryOf, COLOURS } from '../utils/entry-style';
import { orgNow } from '../utils/org-time';

export type ViewName = 'month' | 'week' | 'day' | 'agenda';

export const FULLCALENDAR_VIEW: Record<ViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listMonth',
};

const TIME_FORMAT = { hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const;

type Props = {
  entries: CalendarEntry[];
  zone: string;
  locale: string;
  view: ViewName;
  label: (entry: CalendarEntry) => string;
  noEventsText: string;
  onRange: (range: { from: string; to: string; title: string }) => void;
  onEntry: (entry: CalendarEntry) => void;
};

/**
 * FullCalendar in the organisation's wall-clock time: it runs in UTC and receives local times
 * without an offset (see utils/org-time.ts). Weekly offs are shaded in the grids; everything else
 * is an event coloured by its category. Events are focusable and open with Enter.
 */
export const CalendarBoard = forwardRef<FullCalendar, Props>(function CalendarBoard(
  { entries, zone, locale, view, label, noEventsText, onRange, onEntry },
  ref,
) {
  const events = useMemo<EventInput[]>(
    () =>
      entries.map((entry) => {
        const colour = COLOURS[categoryOf(entry)];
        const isOff = entry.type === 'weekly_off';
        return {
          id: entry.id,
          title: label(entry),
          start: entry.start,
          end: entry.end,
          allDay: entry.allDay,
          display: isOff ? 'background' : 'auto',
          backgroundColor: isOff ? '#e2e8f0' : colour,
          borderColor: isOff ? '#e2e8f0' : colour,
          textColor: '#ffffff',
          classNames: [`ias-cal-${categoryOf(entry)}`],
          extendedProps: { entry },
        };
      }),
    [entries, label],
  );
  const isTimeGrid = view === 'week' || view === 'day';
  const now = useCallback(() => orgNow(zone), [zone]);
  const plugins = useMemo(() => [dayGridPlugin, timeGridPlugin, listPlugin], []);
  const locales = useMemo(() => [hiLocale], []);
  return (
    <FullCalendar
      ref={ref}
      plugins={plugins}
      initialView={FULLCALENDAR_VIEW[view]}
      headerToolbar={false}
      timeZone="UTC"
      now={now}
      nowIndicator
      locales={locales}
      locale={locale}
      firstDay={1}
      events={events}
      eventInteractive
      dayMaxEvents={4}
      height={isTimeGrid ? 680 : 'auto'}
      scrollTime="08:00:00"
      noEventsText={noEventsText}
      eventTimeFormat={TIME_FORMAT}
      datesSet={(arg: DatesSetArg) =>
        onRange({
          from: arg.startStr.slice(0, 10),
          to: arg.endStr.slice(0, 10),
          title: arg.view.title,
        })
      }
      // FullCalendar names each day cell by a label ("November 26, 2026") that is not its visible
      // number, which screen-reader users hear instead of what they see (axe label-in-name);
      // the cell's own content names it well enough.
      dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onEntry(arg.event.extendedProps.entry as CalendarEntry);
      }}
    />
  );
});
