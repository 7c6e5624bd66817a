import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import type { CallerIdentity } from '../../lib/caller-pipeline.js';
import { occurrences } from './recurrence.js';
import {
  type AnswerRow,
  type EventRow,
  readAnswers,
  readEvents,
  readHolidays,
  readLeave,
  readOrgAndMe,
  readShift,
  readTimetable,
} from './read-sources.js';
import type { Answer, CalendarEntry, CalendarResponse } from './types.js';

/** The longest range one read covers: a month view shows six weeks, an agenda a quarter. */
export const MAX_RANGE_DAYS = 100;

const LOCAL = "yyyy-MM-dd'T'HH:mm:ss";

/** Each local date in [from, to). */
function* days(from: string, to: string, zone: string) {
  for (
    let day = DateTime.fromISO(from, { zone });
    day.toISODate()! < to;
    day = day.plus({ days: 1 })
  )
    yield day;
}

const nextDay = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate()!;

/**
 * One person's calendar in one organisation for [from, to) — the only place the product merges
 * holidays, weekly offs, timetable or shift, leave, events and personal events. The /calendar
 * page, the .ics export and the subscription feed all read it.
 */
export async function getCalendar(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  from: string,
  to: string,
): Promise<CalendarResponse> {
  if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days > MAX_RANGE_DAYS)
    throw localizedError(400, 'validation_failed', 'error.calendar.rangeTooLong', {
      days: MAX_RANGE_DAYS,
    });
  return readCalendar(ctx, caller.auth, orgId, { from, to });
}

/** What a feed or export covers: a week back and three months ahead. */
export function feedRange(zone: string) {
  const today = DateTime.now().setZone(zone).startOf('day');
  return { from: today.minus({ days: 7 }).toISODate()!, to: today.plus({ days: 90 }).toISODate()! };
}

/** The calendar for an identity; without a range, the feed's range in the organisation's zone. */
export async function readCalendar(
  ctx: AppContext,
  identity: CallerIdentity,
  orgId: string,
  range?: { from: string; to: string },
): Promise<CalendarResponse> {
  return asCaller(ctx.database.db, identity, async (trx) => {
    const org = await readOrgAndMe(trx, orgId);
    if (!org) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
    const zone = org.timezone;
    const { from, to } = range ?? feedRange(zone);
    const me = org.member;
    const rangeFrom = DateTime.fromISO(from, { zone });
    const rangeTo = DateTime.fromISO(to, { zone });
    const [holidays, sessions, shift, leave, events] = [
      await readHolidays(trx, orgId, from, to),
      me ? await readTimetable(trx, orgId, me.id) : [],
      me ? await readShift(trx, me) : undefined,
      await readLeave(trx, orgId, me?.id ?? null, from, to),
      await readEvents(trx, orgId, rangeFrom.toJSDate(), rangeTo.toJSDate()),
    ];
    const answers = await readAnswers(
      trx,
      events.map((e) => e.id),
      me?.id ?? null,
    );
    const holidayDates = new Set(holidays.map((h) => h.date));
    const weeklyOffDays = shift?.weeklyOffDays ?? org.weekly_off_days.map(Number);
    const entries: CalendarEntry[] = [];

    for (const h of holidays)
      entries.push({
        id: `holiday/${h.date}`,
        type: 'holiday',
        title: h.name,
        allDay: true,
        start: h.date,
        end: nextDay(h.date),
      });

    for (const day of days(from, to, zone)) {
      const date = day.toISODate()!;
      if (weeklyOffDays.includes(day.weekday)) {
        entries.push({
          id: `off/${date}`,
          type: 'weekly_off',
          title: '',
          allDay: true,
          start: date,
          end: nextDay(date),
        });
        continue;
      }
      if (holidayDates.has(date)) continue;
      for (const s of sessions.filter((s) => s.weekday === day.weekday))
        entries.push({
          id: `class/${s.id}/${date}`,
          type: 'class',
          title: s.subject,
          allDay: false,
          start: `${date}T${s.starts_at}`,
          end: `${date}T${s.ends_at}`,
          place: s.room,
          detail: s.group_name,
        });
      if (shift) {
        const start = DateTime.fromISO(`${date}T${shift.startsAt}`, { zone });
        let end = DateTime.fromISO(`${date}T${shift.endsAt}`, { zone });
        if (end <= start) end = end.plus({ days: 1 });
        entries.push({
          id: `shift/${shift.id}/${date}`,
          type: 'shift',
          title: '',
          allDay: false,
          start: start.toFormat(LOCAL),
          end: end.toFormat(LOCAL),
        });
      }
    }

    for (const l of leave) {
      const isMine = l.member_id === me?.id;
      entries.push({
        id: `leave/${l.id}`,
        type: isMine ? 'leave' : 'group_leave',
        title: isMine ? '' : l.full_name,
        allDay: true,
        start: l.from_date,
        end: nextDay(l.to_date),
        status: l.status,
        detail: isMine ? null : l.full_name,
      });
    }

    const byEvent = groupAnswers(answers);
    for (const event of events)
      entries.push(
        ...eventEntries(event, zone, rangeFrom, rangeTo, holidayDates, {
          userId: String(identity.claims.sub ?? ''),
          manages: org.manages,
          answers: byEvent.get(event.id) ?? [],
        }),
      );

    entries.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    return { orgName: org.name, timezone: zone, from, to, weeklyOffDays, entries };
  });
}

function groupAnswers(rows: AnswerRow[]) {
  const map = new Map<string, AnswerRow[]>();
  for (const row of rows) map.set(row.event_id, [...(map.get(row.event_id) ?? []), row]);
  return map;
}

function eventEntries(
  event: EventRow,
  zone: string,
  from: DateTime,
  to: DateTime,
  holidays: ReadonlySet<string>,
  viewer: { userId: string; manages: boolean; answers: AnswerRow[] },
): CalendarEntry[] {
  const isOrganiser = event.organiser_id === viewer.userId;
  const canEdit = isOrganiser || (viewer.manages && event.scope !== 'personal');
  const counts: Record<Answer, number> = { pending: 0, yes: 0, no: 0, maybe: 0 };
  for (const a of viewer.answers) counts[a.response] += a.count;
  const myAnswer = viewer.answers.find((a) => a.mine)?.response ?? null;
  return occurrences(event, zone, from, to, holidays).map((o) => ({
    id: `event/${event.id}/${o.date}`,
    type: 'event',
    title: event.title,
    allDay: event.all_day,
    start: event.all_day ? o.date : o.start.toFormat(LOCAL),
    // All-day events end at the local midnight after their last day (an exclusive end).
    end: event.all_day ? o.end.toISODate()! : o.end.toFormat(LOCAL),
    place: event.place,
    description: event.description,
    detail: event.group_name,
    event: {
      id: event.id,
      kind: event.kind,
      scope: event.scope,
      groupId: event.group_id,
      isRecurring: Boolean(event.recurrence),
      canEdit,
      myAnswer,
      answers: canEdit ? counts : null,
    },
  }));
}
