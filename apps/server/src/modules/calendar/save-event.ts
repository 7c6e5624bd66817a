import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import type { DB } from '../../lib/db-types.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { lastEnd, toRule } from './recurrence.js';
import { readOrgAndMe } from './read-sources.js';
import type { EventInput } from './types.js';

type Trx = Transaction<DB>;

const isDenied = (error: unknown) =>
  error instanceof Error && ['42501', '23503'].includes(String((error as { code?: unknown }).code));

/** Start and end instants of the first occurrence, from local times in the organisation's zone. */
function eventTimes(input: EventInput, zone: string) {
  const day = (value: string) => DateTime.fromISO(value.slice(0, 10), { zone });
  const start = input.all_day ? day(input.start) : DateTime.fromISO(input.start, { zone });
  const end = input.all_day
    ? day(input.end).plus({ days: 1 })
    : DateTime.fromISO(input.end, { zone });
  if (!start.isValid || !end.isValid || end <= start)
    throw localizedError(400, 'validation_failed', 'error.calendar.endBeforeStart');
  return { starts_at: start.toJSDate(), ends_at: end.toJSDate() };
}

/** The stored columns of an event (times, RRULE, exceptions, last end) in the organisation's zone. */
export function eventRow(input: EventInput, zone: string) {
  const times = eventTimes(input, zone);
  const recurrence = toRule(input.recurrence);
  const exception_dates = [...new Set(input.exception_dates)];
  const until = lastEnd(
    { ...times, recurrence, exception_dates, skips_holidays: input.skips_holidays },
    zone,
  );
  return { ...times, recurrence, exception_dates, until_at: until };
}

/**
 * Sets who is invited: the people chosen, all staff, or everyone in the event's group — only
 * people the organiser can see (the membership read runs under their row-level security).
 * Answers already given are kept; people no longer chosen are removed.
 */
async function setInvitees(
  trx: Trx,
  eventId: string,
  input: EventInput,
  myMemberId: string | null,
) {
  await sql`
    with wanted as (
      select m.id from public.memberships m
       where m.org_id = ${input.org_id}::uuid and m.status = 'active'
         and m.id <> ${myMemberId ?? '00000000-0000-0000-0000-000000000000'}::uuid
         and (m.id = any (${input.invitee_ids}::uuid[])
              or (${input.invite_staff}::boolean and m.role in ('owner', 'teacher', 'incharge'))
              or (${input.invite_group}::boolean and m.id in (
                    select gm.member_id from public.group_members gm
                     where gm.group_id = ${input.group_id ?? null}::uuid)))
       limit 10000
    ), removed as (
      delete from public.calendar_event_invitees i
       where i.event_id = ${eventId}::uuid and i.member_id not in (select id from wanted)
    )
    insert into public.calendar_event_invitees (event_id, org_id, member_id)
    select ${eventId}::uuid, ${input.org_id}::uuid, id from wanted
    on conflict (event_id, member_id) do nothing`.execute(trx);
}

export async function createEvent(ctx: AppContext, caller: Caller, input: EventInput) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const org = await readOrgAndMe(trx, input.org_id);
    if (!org) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
    const row = eventRow(input, org.timezone);
    let id: string;
    try {
      const { rows } = await sql<{ id: string }>`
        insert into public.calendar_events
          (org_id, group_id, scope, kind, title, description, place, all_day, starts_at, ends_at,
           recurrence, exception_dates, skips_holidays, until_at)
        values (${input.org_id}::uuid, ${input.group_id ?? null}::uuid, ${input.scope}, ${input.kind},
                ${input.title}, ${input.description || null}, ${input.place || null}, ${input.all_day},
                ${row.starts_at}, ${row.ends_at}, ${row.recurrence}, ${row.exception_dates}::date[],
                ${input.skips_holidays}, ${row.until_at}::timestamptz)
        returning id`.execute(trx);
      id = rows[0]!.id;
    } catch (error) {
      if (isDenied(error)) throw localizedError(403, 'forbidden', 'error.calendar.cannotCreate');
      throw error;
    }
    if (input.scope !== 'personal') await setInvitees(trx, id, input, org.member?.id ?? null);
    return { id };
  });
}

export async function updateEvent(ctx: AppContext, caller: Caller, id: string, input: EventInput) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const org = await readOrgAndMe(trx, input.org_id);
    if (!org) throw localizedError(404, 'organization_not_found', 'error.calendar.orgNotFound');
    const row = eventRow(input, org.timezone);
    let found: boolean;
    try {
      const { rows } = await sql<{ id: string }>`
        update public.calendar_events set
          group_id = ${input.group_id ?? null}::uuid, scope = ${input.scope}, kind = ${input.kind},
          title = ${input.title}, description = ${input.description || null},
          place = ${input.place || null}, all_day = ${input.all_day},
          starts_at = ${row.starts_at}, ends_at = ${row.ends_at}, recurrence = ${row.recurrence},
          exception_dates = ${row.exception_dates}::date[], skips_holidays = ${input.skips_holidays},
          until_at = ${row.until_at}::timestamptz
         where id = ${id}::uuid and org_id = ${input.org_id}::uuid
        returning id`.execute(trx);
      found = rows.length > 0;
    } catch (error) {
      if (isDenied(error)) throw localizedError(403, 'forbidden', 'error.calendar.cannotEdit');
      throw error;
    }
    if (!found) throw localizedError(404, 'not_found', 'error.calendar.eventNotFound');
    if (input.scope === 'personal')
      await sql`delete from public.calendar_event_invitees where event_id = ${id}::uuid`.execute(
        trx,
      );
    else await setInvitees(trx, id, input, org.member?.id ?? null);
    return { id };
  });
}

export async function deleteEvent(ctx: AppContext, caller: Caller, id: string) {
  await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql`
      delete from public.calendar_events where id = ${id}::uuid returning id`.execute(trx);
    if (!rows.length) throw localizedError(404, 'not_found', 'error.calendar.eventNotFound');
  });
}

/** Leaves out one occurrence of a recurring event (its local date). */
export async function skipOccurrence(ctx: AppContext, caller: Caller, id: string, date: string) {
  await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql`
      update public.calendar_events
         set exception_dates = array(select distinct unnest(exception_dates || ${date}::date) order by 1)
       where id = ${id}::uuid and recurrence is not null
      returning id`.execute(trx);
    if (!rows.length) throw localizedError(404, 'not_found', 'error.calendar.eventNotFound');
  });
}

/** An invitee's yes/no/maybe. */
export async function answerInvitation(
  ctx: AppContext,
  caller: Caller,
  id: string,
  response: 'yes' | 'no' | 'maybe',
) {
  await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql`
      update public.calendar_event_invitees set response = ${response}, responded_at = now()
       where event_id = ${id}::uuid and member_id in (select public.my_member_ids())
      returning id`.execute(trx);
    if (!rows.length) throw localizedError(404, 'not_found', 'error.calendar.notInvited');
  });
}
