import { sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { Member } from '../attendance/schedule.js';
import { memberShift } from '../attendance/schedule.js';
import { asOrgDb } from '../orgs/repository.js';
import type { Answer, EventKind, EventScope } from './types.js';

/**
 * The reads behind one person's calendar. Every query runs inside the caller's transaction
 * (asCaller), so row-level security decides what each returns; the filters here only narrow it to
 * the caller's own timetable and the requested range.
 */
type Trx = Transaction<DB>;

export type OrgRow = {
  id: string;
  name: string;
  timezone: string;
  weekly_off_days: number[];
  manages: boolean;
};
export type MeRow = { id: string; role: string; shift_id: string | null };

export async function readOrgAndMe(trx: Trx, orgId: string) {
  const { rows } = await sql<OrgRow & { member: MeRow | null }>`
    select o.id, o.name, o.timezone, o.weekly_off_days::int[] as weekly_off_days,
           o.id = any (array(select public.my_managed_org_ids())) as manages,
           (select to_jsonb(m) from (
              select id, role, shift_id from public.memberships
               where org_id = o.id and user_id = auth.uid() and status = 'active' limit 1) m) as member
      from public.organizations o where o.id = ${orgId}::uuid`.execute(trx);
  return rows[0];
}

export async function readHolidays(trx: Trx, orgId: string, from: string, to: string) {
  const { rows } = await sql<{ date: string; name: string }>`
    select date::text as date, name from public.holidays
     where org_id = ${orgId}::uuid and date >= ${from}::date and date < ${to}::date
     order by date`.execute(trx);
  return rows;
}

export type SessionRow = {
  id: string;
  subject: string;
  weekday: number;
  starts_at: string;
  ends_at: string;
  room: string | null;
  group_name: string;
};

/** Periods of the classes the member is in, and the periods they teach. */
export async function readTimetable(trx: Trx, orgId: string, memberId: string) {
  const { rows } = await sql<SessionRow>`
    select cs.id, cs.subject, cs.weekday::int as weekday, cs.starts_at::text as starts_at,
           cs.ends_at::text as ends_at, cs.room, g.name as group_name
      from public.class_sessions cs join public.groups g on g.id = cs.group_id
     where cs.org_id = ${orgId}::uuid
       and (cs.teacher_id = ${memberId}::uuid
            or cs.group_id in (select gm.group_id from public.group_members gm
                                where gm.member_id = ${memberId}::uuid))
     order by cs.weekday, cs.starts_at`.execute(trx);
  return rows;
}

export function readShift(trx: Trx, member: MeRow) {
  return memberShift(asOrgDb(trx), member as unknown as Member);
}

export type LeaveRow = {
  id: string;
  member_id: string;
  from_date: string;
  to_date: string;
  status: string;
  full_name: string;
};

/** The member's own leave (asked or granted), and the granted leave of people they may see. */
export async function readLeave(
  trx: Trx,
  orgId: string,
  memberId: string | null,
  from: string,
  to: string,
) {
  const me = memberId ?? '00000000-0000-0000-0000-000000000000';
  const { rows } = await sql<LeaveRow>`
    select l.id, l.member_id, l.from_date::text as from_date, l.to_date::text as to_date,
           l.status, coalesce(m.full_name, '') as full_name
      from public.leave_requests l left join public.memberships m on m.id = l.member_id
     where l.org_id = ${orgId}::uuid and l.from_date < ${to}::date and l.to_date >= ${from}::date
       and ((l.member_id = ${me}::uuid and l.status in ('pending', 'approved'))
            or (l.member_id <> ${me}::uuid and l.status = 'approved'))
     order by l.from_date, m.full_name
     limit 2000`.execute(trx);
  return rows;
}

export type EventRow = {
  id: string;
  organiser_id: string;
  group_id: string | null;
  group_name: string | null;
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
};

/** Events the caller may see (RLS) with an occurrence that may fall in [from, to). */
export async function readEvents(trx: Trx, orgId: string, from: Date, to: Date) {
  const { rows } = await sql<EventRow>`
    select e.id, e.organiser_id, e.group_id, g.name as group_name, e.scope, e.kind, e.title,
           e.description, e.place, e.all_day, e.starts_at, e.ends_at, e.recurrence,
           e.exception_dates::text[] as exception_dates, e.skips_holidays
      from public.calendar_events e left join public.groups g on g.id = e.group_id
     where e.org_id = ${orgId}::uuid and e.starts_at < ${to} and e.until_at > ${from}
     order by e.starts_at
     limit 5000`.execute(trx);
  return rows;
}

export type AnswerRow = { event_id: string; response: Answer; count: number; mine: boolean };

/** Answers to these events the caller may read: their own, or all of those they organise. */
export async function readAnswers(trx: Trx, eventIds: string[], memberId: string | null) {
  if (!eventIds.length) return [];
  const { rows } = await sql<AnswerRow>`
    select event_id, response, count(*)::int as count,
           bool_or(member_id = ${memberId ?? '00000000-0000-0000-0000-000000000000'}::uuid) as mine
      from public.calendar_event_invitees
     where event_id = any (${eventIds}::uuid[])
     group by event_id, response`.execute(trx);
  return rows;
}
