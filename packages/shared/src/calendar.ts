// The calendar (issue 16): the shapes GET /api/calendar and /api/calendar/events/:id answer and
// the event form's rules — one definition for the server (modules/calendar) and the web.
import { z } from 'zod';

/**
 * Recurrence as people choose it in the event dialog (the server stores it as an RRULE body; see
 * apps/server/src/modules/calendar/recurrence.ts).
 */
export const recurrenceSchema = z.object({
  freq: z.enum(['daily', 'weekly', 'monthly']),
  interval: z.number().int().min(1).max(12).default(1),
  /** ISO weekdays (1 = Monday) for weekly rules; empty = the weekday of the first occurrence. */
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  /** Last local date an occurrence may start on. */
  until: z.iso.date().nullish(),
  count: z.number().int().min(1).max(500).nullish(),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const EVENT_KINDS = ['exam', 'ptm', 'staff_meeting', 'trip', 'other', 'personal'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_SCOPES = ['personal', 'invitees', 'group', 'org'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];
export type Answer = 'pending' | 'yes' | 'no' | 'maybe';
export type EntryType =
  'holiday' | 'weekly_off' | 'class' | 'shift' | 'leave' | 'group_leave' | 'event';

/** One thing on a person's calendar. Times are wall-clock in the organisation's zone. */
export type CalendarEntry = {
  /** Unique within a response, stable across reads (an event occurrence: `<event id>/<date>`). */
  id: string;
  type: EntryType;
  title: string;
  allDay: boolean;
  /** `YYYY-MM-DD` for all-day entries, else `YYYY-MM-DDTHH:mm:ss` (organisation's zone). */
  start: string;
  /** Exclusive end, same form as start. */
  end: string;
  place?: string | null;
  description?: string | null;
  /** Class: the group; group leave: the person. */
  detail?: string | null;
  /** Leave: pending or approved. */
  status?: string;
  event?: {
    id: string;
    kind: EventKind;
    scope: EventScope;
    groupId: string | null;
    isRecurring: boolean;
    canEdit: boolean;
    /** The caller's answer, when invited. */
    myAnswer: Answer | null;
    /** Counts of answers, for the organiser and owners. */
    answers: Record<Answer, number> | null;
  };
};

export type CalendarResponse = {
  orgName: string;
  timezone: string;
  from: string;
  to: string;
  /** The organisation's weekly off days (ISO weekdays) for the caller. */
  weeklyOffDays: number[];
  entries: CalendarEntry[];
};

export const rangeSchema = z
  .object({
    org: z.string().uuid(),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((r) => r.to > r.from, { message: 'to: must be after from', path: ['to'] });

export const eventInputSchema = z
  .object({
    org_id: z.string().uuid(),
    scope: z.enum(EVENT_SCOPES),
    group_id: z.string().uuid().nullish(),
    kind: z.enum(EVENT_KINDS),
    title: z.string().trim().min(1).max(160),
    description: z.string().trim().max(2000).nullish(),
    place: z.string().trim().max(160).nullish(),
    all_day: z.boolean().default(false),
    /** Local date (all-day) or local date-time in the organisation's zone. */
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/),
    end: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/),
    recurrence: recurrenceSchema.nullish(),
    exception_dates: z.array(z.iso.date()).max(200).default([]),
    skips_holidays: z.boolean().default(true),
    invitee_ids: z.array(z.string().uuid()).max(2000).default([]),
    invite_staff: z.boolean().default(false),
    invite_group: z.boolean().default(false),
  })
  .refine((e) => (e.scope === 'group') === Boolean(e.group_id), {
    message: 'group_id: choose the group of a group event',
    path: ['group_id'],
  })
  .refine((e) => (e.scope === 'personal') === (e.kind === 'personal'), {
    message: 'kind: personal events are only for yourself',
    path: ['kind'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;
/** What a client sends to create or change an event. */
export type EventRequest = z.input<typeof eventInputSchema>;

export const answerSchema = z.object({ response: z.enum(['yes', 'no', 'maybe']) });

export type EventDetail = {
  id: string;
  orgId: string;
  groupId: string | null;
  scope: EventScope;
  kind: EventKind;
  title: string;
  description: string | null;
  place: string | null;
  allDay: boolean;
  /** Local date or date-time of the first occurrence, as the dialog edits it. */
  start: string;
  end: string;
  recurrence: Recurrence | null;
  exceptionDates: string[];
  skipsHolidays: boolean;
  organiserName: string;
  canEdit: boolean;
  /** Everyone invited with their answer (organiser and owners), or only the caller's own row. */
  invitees: Array<{ memberId: string; name: string; role: string; response: Answer }>;
};

/** The person's private subscription link (its token is shown once, when made). */
export type FeedStatus = { exists: boolean; createdAt: string | null; lastUsedAt: string | null };
