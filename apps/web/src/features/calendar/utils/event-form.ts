import { z } from 'zod';
import type { EventDetail, EventKind, EventRequest, EventScope } from '../api/types';

/**
 * The event dialog's values. Messages are catalogue ids, translated where they are shown; the
 * server validates the request again (modules/calendar/types.ts) and answers in the same terms.
 */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'calendar.form.error.title').max(160),
    kind: z.enum(['exam', 'ptm', 'staff_meeting', 'trip', 'other', 'personal']),
    scope: z.enum(['personal', 'invitees', 'group', 'org']),
    groupId: z.string(),
    allDay: z.boolean(),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.form.error.date'),
    startTime: z.string(),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.form.error.date'),
    endTime: z.string(),
    place: z.string().max(160),
    description: z.string().max(2000),
    repeat: z.enum(['none', 'daily', 'weekly', 'monthly']),
    weekdays: z.array(z.number().int().min(1).max(7)),
    until: z.string(),
    skipsHolidays: z.boolean(),
    inviteStaff: z.boolean(),
    inviteGroup: z.boolean(),
    inviteeIds: z.array(z.string()),
  })
  .refine((v) => v.scope !== 'group' || v.groupId !== '', {
    message: 'calendar.form.error.group',
    path: ['groupId'],
  })
  .refine(
    (v) =>
      v.allDay
        ? v.endDate >= v.startDate
        : `${v.endDate}T${v.endTime}` > `${v.startDate}T${v.startTime}`,
    { message: 'calendar.form.error.end', path: ['endTime'] },
  )
  .refine((v) => v.repeat === 'none' || !v.until || v.until >= v.startDate, {
    message: 'calendar.form.error.until',
    path: ['until'],
  });
export type EventForm = z.infer<typeof eventFormSchema>;

/** ISO weekday (1 = Monday) of a 'YYYY-MM-DD'. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export function emptyForm(day: string, canShare: boolean): EventForm {
  return {
    title: '',
    kind: canShare ? 'other' : 'personal',
    scope: canShare ? 'org' : 'personal',
    groupId: '',
    allDay: false,
    startDate: day,
    startTime: '10:00',
    endDate: day,
    endTime: '11:00',
    place: '',
    description: '',
    repeat: 'none',
    weekdays: [weekdayOf(day)],
    until: '',
    skipsHolidays: true,
    inviteStaff: false,
    inviteGroup: false,
    inviteeIds: [],
  };
}

export function formFromEvent(e: EventDetail): EventForm {
  const [startDate = '', startTime = '10:00'] = e.start.split('T');
  const [endDate = '', endTime = '11:00'] = e.end.split('T');
  return {
    title: e.title,
    kind: e.kind,
    scope: e.scope,
    groupId: e.groupId ?? '',
    allDay: e.allDay,
    startDate,
    startTime: startTime.slice(0, 5),
    endDate,
    endTime: endTime.slice(0, 5),
    place: e.place ?? '',
    description: e.description ?? '',
    repeat: e.recurrence?.freq ?? 'none',
    weekdays: e.recurrence?.weekdays.length ? e.recurrence.weekdays : [weekdayOf(startDate)],
    until: e.recurrence?.until ?? '',
    skipsHolidays: e.skipsHolidays,
    inviteStaff: false,
    inviteGroup: false,
    inviteeIds: e.invitees.map((i) => i.memberId),
  };
}

export function toRequest(v: EventForm, orgId: string, exceptionDates: string[]): EventRequest {
  const personal = v.scope === 'personal';
  return {
    org_id: orgId,
    scope: v.scope as EventScope,
    group_id: v.scope === 'group' ? v.groupId : null,
    kind: (personal ? 'personal' : v.kind === 'personal' ? 'other' : v.kind) as EventKind,
    title: v.title.trim(),
    description: v.description.trim() || null,
    place: v.place.trim() || null,
    all_day: v.allDay,
    start: v.allDay ? v.startDate : `${v.startDate}T${v.startTime}`,
    end: v.allDay ? v.endDate : `${v.endDate}T${v.endTime}`,
    recurrence:
      v.repeat === 'none'
        ? null
        : {
            freq: v.repeat,
            interval: 1,
            weekdays: v.repeat === 'weekly' ? v.weekdays : [],
            until: v.until || null,
          },
    exception_dates: exceptionDates,
    skips_holidays: v.skipsHolidays,
    invitee_ids: personal ? [] : v.inviteeIds,
    invite_staff: !personal && v.inviteStaff,
    invite_group: v.scope === 'group' && v.inviteGroup,
  };
}
