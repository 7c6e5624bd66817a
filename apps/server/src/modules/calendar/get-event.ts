import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { fromRule } from './recurrence.js';
import type { EventDetail, EventKind, EventScope } from '@ias/shared';

type Row = {
  id: string;
  org_id: string;
  group_id: string | null;
  scope: EventScope;
  kind: EventKind;
  title: string;
  description: string | null;
  place: string | null;
  all_day: boolean;
  starts_at: Date;
  ends_at: Date;
  recurrence: string | null;
  exception_dates: string[];
  skips_holidays: boolean;
  timezone: string;
  organiser_name: string | null;
  can_edit: boolean;
};

/** One event as the caller may read it, with its invitees' answers for those who may see them. */
export async function getEvent(ctx: AppContext, caller: Caller, id: string): Promise<EventDetail> {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<Row>`
      select e.id, e.org_id, e.group_id, e.scope, e.kind, e.title, e.description, e.place,
             e.all_day, e.starts_at, e.ends_at, e.recurrence,
             e.exception_dates::text[] as exception_dates, e.skips_holidays, o.timezone,
             (select m.full_name from public.memberships m
               where m.org_id = e.org_id and m.user_id = e.organiser_id limit 1) as organiser_name,
             (e.organiser_id = auth.uid()
              or (e.scope <> 'personal' and e.org_id = any (array(select public.my_managed_org_ids()))))
               as can_edit
        from public.calendar_events e join public.organizations o on o.id = e.org_id
       where e.id = ${id}::uuid`.execute(trx);
    const e = rows[0];
    if (!e) throw localizedError(404, 'not_found', 'error.calendar.eventNotFound');
    const { rows: invitees } = await sql<EventDetail['invitees'][number]>`
      select i.member_id as "memberId", coalesce(m.full_name, '') as name,
             coalesce(m.role, '') as role, i.response
        from public.calendar_event_invitees i
        left join public.memberships m on m.id = i.member_id
       where i.event_id = ${id}::uuid
       order by m.full_name`.execute(trx);
    const zone = e.timezone;
    const start = DateTime.fromJSDate(e.starts_at, { zone });
    const end = DateTime.fromJSDate(e.ends_at, { zone });
    return {
      id: e.id,
      orgId: e.org_id,
      groupId: e.group_id,
      scope: e.scope,
      kind: e.kind,
      title: e.title,
      description: e.description,
      place: e.place,
      allDay: e.all_day,
      start: e.all_day ? start.toISODate()! : start.toFormat("yyyy-MM-dd'T'HH:mm"),
      end: e.all_day ? end.minus({ days: 1 }).toISODate()! : end.toFormat("yyyy-MM-dd'T'HH:mm"),
      recurrence: fromRule(e.recurrence),
      exceptionDates: e.exception_dates,
      skipsHolidays: e.skips_holidays,
      organiserName: e.organiser_name ?? '',
      canEdit: e.can_edit,
      invitees,
    };
  });
}
