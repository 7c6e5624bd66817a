// "What is this person's day" (issue 13): the shapes GET /api/me/day and GET /api/members/:id/days
// answer. The server computes them in one place (apps/server/src/modules/attendance/day.ts), the
// same rules its closure job uses; the web only shows them.
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The kind of an organisation's day: a working day, one of its holidays, or a weekly off (the
 * organisation's, or the person's shift's).
 */
export const ORG_DAY_KINDS = ['working', 'holiday', 'weekly_off'] as const;
export type OrgDayKind = (typeof ORG_DAY_KINDS)[number];

/**
 * The kind of a person's day: the organisation's day, or on approved leave (a whole day), or
 * outside their membership (before they joined, after they left).
 */
export const DAY_KINDS = [...ORG_DAY_KINDS, 'leave', 'before_joining', 'after_leaving'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

export const dayShiftSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Wall-clock 'HH:MM:SS' in the organisation's zone. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type DayShift = z.infer<typeof dayShiftSchema>;

export const dayPeriodSchema = z.object({
  class_session_id: z.string(),
  subject: z.string(),
  group_id: z.string(),
  group_name: z.string(),
  period: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  room: z.string().nullable(),
  /** 'teach': the person teaches it; 'attend': the person is a student of its class. */
  as: z.enum(['teach', 'attend']),
  /** Whether attendance is taken for this period that day (its roll-call is due). */
  roll_call_due: z.boolean(),
});
export type DayPeriod = z.infer<typeof dayPeriodSchema>;

export const dayLeaveSchema = z.object({
  /** The leave type's name ('Casual leave'); null for an untyped request. */
  type_name: z.string().nullable(),
  /** Only half of the day is on leave. */
  half_day: z.boolean(),
});

/** One person's day (one membership). */
export const memberDaySchema = z.object({
  date: isoDate,
  kind: z.enum(DAY_KINDS),
  /** The holiday's name when the organisation has one that day (whatever the kind). */
  holiday_name: z.string().nullable(),
  /** Approved leave covering the day (a half day keeps kind 'working'). */
  leave: dayLeaveSchema.nullable(),
  /** The shift expected that day, if the person has one. */
  shift: dayShiftSchema.nullable(),
  /** The periods the person teaches or attends that day, in order. */
  periods: z.array(dayPeriodSchema),
  /** Whether anything is to be recorded for the person that day (check-in, roll-call). */
  attendance_due: z.boolean(),
});
export type MemberDay = z.infer<typeof memberDaySchema>;

/** The caller's day in one organisation: the organisation's day and, for a member, their own. */
export const orgDayEntrySchema = z.object({
  org_id: z.string(),
  org_name: z.string(),
  timezone: z.string(),
  date: isoDate,
  org_day: z.object({ kind: z.enum(ORG_DAY_KINDS), holiday_name: z.string().nullable() }),
  /** Null for an owner who is not a member. */
  member: z
    .object({ id: z.string(), role: z.string() })
    .extend({ day: memberDaySchema })
    .nullable(),
});
export type OrgDayEntry = z.infer<typeof orgDayEntrySchema>;

/** GET /api/me/day[?date=YYYY-MM-DD]: without a date, today in each organisation's zone. */
export const myDaySchema = z.object({ organizations: z.array(orgDayEntrySchema) });
export type MyDay = z.infer<typeof myDaySchema>;

export const myDayQuerySchema = z.object({ date: isoDate.optional() });

/** GET /api/members/:id/days?from&to (at most 62 days): a person's days over a range. */
export const memberDaysQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'The range ends before it starts.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 62, {
    message: 'Ask for at most 62 days at a time.',
    path: ['to'],
  });
export const memberDaysSchema = z.object({
  member_id: z.string(),
  days: z.array(memberDaySchema),
});
export type MemberDays = z.infer<typeof memberDaysSchema>;
