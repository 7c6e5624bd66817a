// The calendar's shapes and input rules live in @ias/shared (one definition for server and web).
export {
  answerSchema,
  type Answer,
  type CalendarEntry,
  type CalendarResponse,
  EVENT_KINDS,
  EVENT_SCOPES,
  eventInputSchema,
  type EventInput,
  type EventKind,
  type EventScope,
  rangeSchema,
} from '@ias/shared';
