/** The shapes GET /api/calendar and /api/calendar/events/:id answer, shared with the server. */
export type {
  Answer,
  CalendarEntry,
  CalendarResponse as CalendarData,
  EntryType,
  EventDetail,
  EventKind,
  EventRequest,
  EventScope,
  FeedStatus,
  Recurrence,
} from '@ias/shared';
