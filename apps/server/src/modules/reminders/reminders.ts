import { DateTime } from 'luxon';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type Job, type JobSchedule } from '../../lib/jobs/queue.js';
import {
  isWorkingDay,
  type OrgRules,
  shiftOccurrence,
  type ShiftSpec,
} from '../attendance/rules.js';
import { wasMemberOn } from '../attendance/membership-days.js';
import { loadRules, type Org } from '../attendance/schedule.js';
import { asOrgDb } from '../orgs/repository.js';
import { loadReminderSettings, type ReminderSettings } from './settings.js';

/**
 * Reminders (issue 15 item 5). Every instance ticks each minute: for each organisation it works
 * out which reminders fell due (wall-clock times in the organisation's zone, working days only)
 * and enqueues each under the key reminder:<kind>:<org>:<date>:<subject>, which exists once. A
 * worker then runs the job: it checks again (the reminder still switched on, the person still
 * not checked in …) and notifies through private.notify_people() in the job's own transaction.
 */

export const REMINDER_KINDS = [
  'check_in',
  'check_out',
  'roll_call',
  'requests',
  'low_attendance',
  'kiosk_offline',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A reminder whose time passed longer ago than this (the servers were down) is not sent late. */
export const CATCH_UP_HOURS = 2;
/** A kiosk unseen this long is offline. */
export const KIOSK_OFFLINE_MINUTES = 60;
/** Low attendance looks back this many days (up to yesterday). */
export const LOW_ATTENDANCE_DAYS = 30;

type Payload = { org: string; date: string; subject: string };

export type LowAttendanceFinding = {
  orgId: string;
  memberId: string;
  userId: string | null;
  percent: number;
  minimum: number;
  date: string;
};
/**
 * Called, in the job's transaction, for each student found below the minimum (the guardians'
 * summary hooks in here; a hook's failure retries the whole job).
 */
export type LowAttendanceHook = (
  trx: Transaction<DB>,
  findings: LowAttendanceFinding[],
) => Promise<void>;
const lowAttendanceHooks: LowAttendanceHook[] = [];
export function onLowAttendance(hook: LowAttendanceHook): () => void {
  lowAttendanceHooks.push(hook);
  return () => lowAttendanceHooks.splice(lowAttendanceHooks.indexOf(hook), 1);
}

const timeParts = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute, second: 0, millisecond: 0 };
};
const hhmm = (time: string) => time.slice(0, 5);

// Planning: what falls due ------------------------------------------------------------------------

type Due = { kind: ReminderKind; date: string; subject: string; at: DateTime };

async function enqueueDue(db: Kysely<DB>, org: Org, due: Due, now: Date) {
  const at = due.at.toJSDate();
  if (at > now || at.getTime() < now.getTime() - CATCH_UP_HOURS * 3_600_000) return;
  await enqueue(db, {
    name: `reminder.${due.kind}`,
    key: `reminder:${due.kind}:${org.id}:${due.date}:${due.subject}`,
    payload: { org: org.id, date: due.date, subject: due.subject } satisfies Payload,
    runAt: at,
  });
}

/** Enqueues every reminder due at `now` in every organisation (demo organisations excepted). */
export async function planReminders(db: Kysely<DB>, now: Date): Promise<void> {
  const orgDb = asOrgDb(db);
  const orgs = await orgDb
    .selectFrom('organizations')
    .selectAll()
    .where('is_demo', '=', false)
    .execute();
  for (const org of orgs) {
    const settings = await loadReminderSettings(db, org.id);
    const today = DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;
    const rules = await loadRules(orgDb, org, today);
    for (const due of await dueReminders(db, org, settings, rules, now))
      await enqueueDue(db, org, due, now);
  }
}

async function dueReminders(
  db: Kysely<DB>,
  org: Org,
  settings: ReminderSettings,
  rules: OrgRules,
  now: Date,
): Promise<Due[]> {
  const zone = org.timezone;
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const days = [today.minus({ days: 1 }), today].map((d) => d.toISODate()!);
  const out: Due[] = [];
  const at = (date: string, time: string) => DateTime.fromISO(date, { zone }).set(timeParts(time));

  if (settings.check_in_enabled || settings.check_out_enabled) {
    const { rows: shifts } = await sql<{
      id: string;
      starts_at: string;
      ends_at: string;
      grace_minutes: number | null;
      weekly_off_days: number[] | null;
    }>`select id, starts_at::text, ends_at::text, grace_minutes, weekly_off_days
         from public.shifts where org_id = ${org.id}::uuid`.execute(db);
    for (const shift of shifts) {
      const spec: ShiftSpec = {
        id: shift.id,
        startsAt: shift.starts_at,
        endsAt: shift.ends_at,
        graceMinutes: shift.grace_minutes,
        weeklyOffDays: shift.weekly_off_days?.map(Number) ?? null,
      };
      for (const date of days) {
        if (!isWorkingDay(date, rules, spec.weeklyOffDays)) continue;
        const occurrence = shiftOccurrence(spec, date, rules);
        const subject = `shift-${shift.id}`;
        if (settings.check_in_enabled)
          out.push({
            kind: 'check_in',
            date,
            subject,
            at: occurrence.start.plus({ minutes: settings.check_in_after_minutes }),
          });
        if (settings.check_out_enabled)
          out.push({
            kind: 'check_out',
            date,
            subject,
            at: occurrence.end.plus({ minutes: settings.check_out_after_minutes }),
          });
      }
    }
  }

  const workingDays = days.filter((date) => isWorkingDay(date, rules));
  if (settings.check_in_enabled || settings.roll_call_enabled) {
    for (const date of workingDays) {
      const weekday = DateTime.fromISO(date).weekday;
      // Students check in themselves only where there is a way to: a kiosk or self check-in.
      if (settings.check_in_enabled) {
        const { rows: firsts } = await sql<{ group_id: string; starts: string }>`
          select cs.group_id, min(cs.starts_at)::text as starts
            from public.class_sessions cs
           where cs.org_id = ${org.id}::uuid and cs.weekday = ${weekday}
             and (${org.students_self_check_in}
                  or exists (select 1 from public.devices d
                              where d.org_id = cs.org_id and d.revoked_at is null))
           group by cs.group_id`.execute(db);
        for (const first of firsts)
          out.push({
            kind: 'check_in',
            date,
            subject: `group-${first.group_id}`,
            at: at(date, first.starts).plus({ minutes: settings.check_in_after_minutes }),
          });
      }
      if (settings.roll_call_enabled) {
        const { rows: sessions } = await sql<{ id: string; ends: string }>`
          select id, ends_at::text as ends from public.class_sessions
           where org_id = ${org.id}::uuid and weekday = ${weekday} and teacher_id is not null`.execute(
          db,
        );
        for (const session of sessions)
          out.push({
            kind: 'roll_call',
            date,
            subject: `session-${session.id}`,
            at: at(date, session.ends).plus({ minutes: settings.roll_call_after_minutes }),
          });
      }
    }
  }

  for (const date of workingDays) {
    const digestAt = at(date, settings.requests_digest_time);
    if (settings.requests_digest_enabled)
      out.push({ kind: 'requests', date, subject: 'deciders', at: digestAt });
    if (
      settings.low_attendance_enabled &&
      org.min_attendance_percent !== null &&
      DateTime.fromISO(date).weekday === settings.low_attendance_weekday
    )
      out.push({ kind: 'low_attendance', date, subject: 'students', at: digestAt });
  }

  // A kiosk unseen for an hour, once per silence (its last-seen time names the silence), on a
  // working day; a silence that began more than a week ago is an old kiosk, not news.
  const todayIso = days[1]!;
  if (settings.kiosk_offline_enabled && isWorkingDay(todayIso, rules)) {
    const { rows: kiosks } = await sql<{ id: string; last_seen_at: Date }>`
      select id, last_seen_at from public.devices
       where org_id = ${org.id}::uuid and revoked_at is null and last_seen_at is not null
         and last_seen_at <= ${now}::timestamptz - make_interval(mins => ${KIOSK_OFFLINE_MINUTES})
         and last_seen_at > ${now}::timestamptz - interval '7 days'`.execute(db);
    for (const kiosk of kiosks) {
      const offlineAt = DateTime.fromJSDate(new Date(kiosk.last_seen_at)).plus({
        minutes: KIOSK_OFFLINE_MINUTES,
      });
      // Whenever it is noticed (the window does not apply: the kiosk is still offline).
      out.push({
        kind: 'kiosk_offline',
        date: DateTime.fromJSDate(new Date(kiosk.last_seen_at), { zone }).toISODate()!,
        subject: `device-${kiosk.id}-${new Date(kiosk.last_seen_at).getTime()}`,
        at:
          offlineAt < DateTime.fromJSDate(now).minus({ hours: 1 })
            ? DateTime.fromJSDate(now).minus({ minutes: 1 })
            : offlineAt,
      });
    }
  }
  return out;
}

// Sending: each job checks again and notifies ------------------------------------------------------

type Context = {
  trx: Transaction<DB>;
  org: { id: string; name: string; timezone: string; min_attendance_percent: string | null };
  settings: ReminderSettings;
  date: string;
  subject: string;
  now: Date;
};

/** `/dashboard/<the person's type>` plus `path`: each recipient's own page. */
const dashboardOf = (path: string) =>
  sql<string>`'/dashboard/' || lower(coalesce(p.user_type, 'student')) || ${path}`;

/** Notifies each recipient (one call each: their own link), returns how many were notified. */
async function notify(
  ctx: Context,
  kind: string,
  recipients: RawBuilder<unknown>,
  params: RawBuilder<unknown>,
  link: RawBuilder<string>,
  about: { table: string | null; id: string | null } = { table: null, id: null },
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(private.notify_people(array[r.user_id], ${ctx.org.id}::uuid, ${kind},
             ${params}, ${link}, ${about.table}, ${about.id}::uuid))::int as n
      from (${recipients}) r
      left join public.profiles p on p.id = r.user_id`.execute(ctx.trx);
  return rows[0]?.n ?? 0;
}

/** Not on approved leave that day (alias of the membership). */
const notOnLeave = (alias: string, date: string) =>
  sql`not exists (select 1 from public.leave_requests l
                   where l.member_id = ${sql.ref(`${alias}.id`)} and l.status = 'approved'
                     and ${date}::date between l.from_date and l.to_date)`;

/** The people a shift expects on `date` (as the closure job counts them), with an account. */
const shiftPeople = (ctx: Context, shiftId: string) => sql`
  select m.id, m.user_id from public.memberships m
   where m.org_id = ${ctx.org.id}::uuid and m.user_id is not null
     and ${wasMemberOn('m', ctx.date, ctx.org.timezone)}
     and m.role in ('employee', 'incharge', 'teacher')
     and (m.shift_id = ${shiftId}::uuid or (m.shift_id is null and exists (
       select 1 from public.group_members gm join public.groups g on g.id = gm.group_id
        where gm.member_id = m.id and g.shift_id = ${shiftId}::uuid)))
     and ${notOnLeave('m', ctx.date)}`;

const dayRecord = (ctx: Context, extra: RawBuilder<unknown>) => sql`
  exists (select 1 from public.attendance_records r
           where r.member_id = e.id and r.date = ${ctx.date}::date and r.class_session_id is null
             and ${extra})`;

async function sendCheckIn(ctx: Context): Promise<void> {
  if (!ctx.settings.check_in_enabled) return;
  const [type, id] = splitSubject(ctx.subject);
  if (type === 'shift') {
    const shift = await shiftRow(ctx, id);
    if (!shift) return;
    await notify(
      ctx,
      'reminder_check_in',
      sql`select e.user_id from (${shiftPeople(ctx, id)}) e where not ${dayRecord(ctx, sql`true`)}`,
      sql`jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
            'shift', ${shift.name}::text, 'time', ${hhmm(shift.starts_at)}::text)`,
      dashboardOf(''),
    );
  } else if (type === 'group') {
    const weekday = DateTime.fromISO(ctx.date).weekday;
    const { rows } = await sql<{ name: string; starts: string }>`
      select g.name, min(cs.starts_at)::text as starts from public.groups g
        join public.class_sessions cs on cs.group_id = g.id
       where g.id = ${id}::uuid and cs.weekday = ${weekday}
       group by g.name`.execute(ctx.trx);
    const group = rows[0];
    if (!group) return;
    await notify(
      ctx,
      'reminder_check_in',
      sql`select m.user_id from public.group_members gm
            join public.memberships m on m.id = gm.member_id
           where gm.group_id = ${id}::uuid and m.role = 'student' and m.user_id is not null
             and ${wasMemberOn('m', ctx.date, ctx.org.timezone)} and ${notOnLeave('m', ctx.date)}
             and not exists (select 1 from public.attendance_records r
                              where r.member_id = m.id and r.date = ${ctx.date}::date)
             -- One reminder a student: the group whose lesson starts first that day sends it.
             and not exists (
               select 1 from public.group_members other
                 join public.class_sessions cs on cs.group_id = other.group_id
                where other.member_id = m.id and cs.weekday = ${weekday}
                  and (cs.starts_at < ${group.starts}::time
                       or (cs.starts_at = ${group.starts}::time and other.group_id < ${id}::uuid)))`,
      sql`jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
            'shift', ${group.name}::text, 'time', ${hhmm(group.starts)}::text)`,
      dashboardOf(''),
    );
  }
}

async function sendCheckOut(ctx: Context): Promise<void> {
  if (!ctx.settings.check_out_enabled) return;
  const [, id] = splitSubject(ctx.subject);
  const shift = await shiftRow(ctx, id);
  if (!shift) return;
  await notify(
    ctx,
    'reminder_check_out',
    sql`select e.user_id from (${shiftPeople(ctx, id)}) e
         where ${dayRecord(ctx, sql`r.check_in_at is not null and r.check_out_at is null`)}`,
    sql`jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
          'shift', ${shift.name}::text, 'time', ${hhmm(shift.ends_at)}::text)`,
    dashboardOf(''),
  );
}

async function sendRollCall(ctx: Context): Promise<void> {
  if (!ctx.settings.roll_call_enabled) return;
  const [, id] = splitSubject(ctx.subject);
  await notify(
    ctx,
    'reminder_roll_call',
    sql`select t.user_id from public.class_sessions cs
          join public.memberships t on t.id = cs.teacher_id
         where cs.id = ${id}::uuid and t.status = 'active' and t.user_id is not null
           and ${notOnLeave('t', ctx.date)}
           and not exists (select 1 from public.attendance_records r
                            where r.class_session_id = cs.id and r.date = ${ctx.date}::date
                              and r.marked_by is not null)`,
    sql`(select jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
           'subject', cs.subject, 'group', g.name, 'time', to_char(cs.ends_at, 'HH24:MI'))
           from public.class_sessions cs join public.groups g on g.id = cs.group_id
          where cs.id = ${id}::uuid)`,
    dashboardOf('/roll-call'),
    { table: 'class_sessions', id },
  );
}

async function sendRequestsDigest(ctx: Context): Promise<void> {
  if (!ctx.settings.requests_digest_enabled) return;
  // Each decider (private.request_deciders, as for the request's own notification) with how many
  // requests wait for them; never their own.
  const waiting = sql`
    with pending as (
      select member_id from public.leave_requests
       where org_id = ${ctx.org.id}::uuid and status = 'pending'
      union all
      select member_id from public.correction_requests
       where org_id = ${ctx.org.id}::uuid and status = 'pending'
    )
    select d.d as user_id, count(*)::int as waiting
      from pending q
      join public.memberships asker on asker.id = q.member_id
      cross join lateral private.request_deciders(q.member_id) d(d)
     where d.d is distinct from asker.user_id
     group by d.d`;
  const { rows } = await sql<{ user_id: string; waiting: number }>`${waiting}`.execute(ctx.trx);
  for (const row of rows)
    await notify(
      ctx,
      'reminder_requests',
      sql`select ${row.user_id}::uuid as user_id`,
      sql`jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
            'count', ${row.waiting}::int)`,
      dashboardOf('/requests'),
    );
}

async function sendLowAttendance(ctx: Context): Promise<void> {
  if (!ctx.settings.low_attendance_enabled || ctx.org.min_attendance_percent === null) return;
  const minimum = Number(ctx.org.min_attendance_percent);
  const from = DateTime.fromISO(ctx.date).minus({ days: LOW_ATTENDANCE_DAYS }).toISODate()!;
  // Over the last 30 days (to yesterday): present and late count whole, a half day half, absences
  // nothing; leave and excused days are not counted at all.
  const { rows } = await sql<{ member_id: string; user_id: string | null; percent: number }>`
    select m.id as member_id, m.user_id,
           round(100.0 * sum(case r.status when 'half_day' then 0.5 when 'absent' then 0 else 1 end)
                 / count(*), 1)::float8 as percent
      from public.memberships m
      join public.attendance_records r on r.member_id = m.id
     where m.org_id = ${ctx.org.id}::uuid and m.role = 'student' and m.status = 'active'
       and r.date >= ${from}::date and r.date < ${ctx.date}::date
       and r.status in ('present', 'late', 'half_day', 'absent')
     group by m.id, m.user_id
    having 100.0 * sum(case r.status when 'half_day' then 0.5 when 'absent' then 0 else 1 end)
           / count(*) < ${minimum}`.execute(ctx.trx);
  for (const row of rows) {
    if (!row.user_id) continue;
    await notify(
      ctx,
      'reminder_low_attendance',
      sql`select ${row.user_id}::uuid as user_id`,
      sql`jsonb_build_object('org', ${ctx.org.name}::text, 'date', ${ctx.date}::text,
            'percent', ${row.percent}::float8, 'minimum', ${minimum}::float8,
            'days', ${LOW_ATTENDANCE_DAYS}::int)`,
      dashboardOf(''),
    );
  }
  const findings = rows.map((row) => ({
    orgId: ctx.org.id,
    memberId: row.member_id,
    userId: row.user_id,
    percent: row.percent,
    minimum,
    date: ctx.date,
  }));
  for (const hook of lowAttendanceHooks) await hook(ctx.trx, findings);
}

async function sendKioskOffline(ctx: Context): Promise<void> {
  if (!ctx.settings.kiosk_offline_enabled) return;
  const match = /^device-([0-9a-f-]{36})-(\d+)$/.exec(ctx.subject);
  if (!match) return;
  const [, deviceId, seenMs] = match;
  const seen = new Date(Number(seenMs));
  const since = DateTime.fromJSDate(seen, { zone: ctx.org.timezone });
  // Still silent since that moment (a kiosk back online, or revoked, needs no reminder).
  await notify(
    ctx,
    'reminder_kiosk_offline',
    sql`select o.owner_id as user_id from public.organizations o
          join public.devices d on d.org_id = o.id
         where o.id = ${ctx.org.id}::uuid and d.id = ${deviceId}::uuid and d.revoked_at is null
           and d.last_seen_at = ${seen}::timestamptz
        union
        select m.user_id from public.memberships m
         where m.org_id = ${ctx.org.id}::uuid and m.role = 'owner' and m.status = 'active'
           and m.user_id is not null
           and exists (select 1 from public.devices d where d.id = ${deviceId}::uuid
                         and d.revoked_at is null and d.last_seen_at = ${seen}::timestamptz)`,
    sql`(select jsonb_build_object('org', ${ctx.org.name}::text, 'device', d.name,
           'date', ${since.toISODate()}::text, 'time', ${since.toFormat('HH:mm')}::text)
           from public.devices d where d.id = ${deviceId}::uuid)`,
    dashboardOf('/devices'),
    { table: 'devices', id: deviceId! },
  );
}

function splitSubject(subject: string): [string, string] {
  const cut = subject.indexOf('-');
  return [subject.slice(0, cut), subject.slice(cut + 1)];
}

async function shiftRow(ctx: Context, id: string) {
  const { rows } = await sql<{ name: string; starts_at: string; ends_at: string }>`
    select name, starts_at::text, ends_at::text from public.shifts
     where id = ${id}::uuid and org_id = ${ctx.org.id}::uuid`.execute(ctx.trx);
  return rows[0];
}

const SENDERS: Record<ReminderKind, (ctx: Context) => Promise<void>> = {
  check_in: sendCheckIn,
  check_out: sendCheckOut,
  roll_call: sendRollCall,
  requests: sendRequestsDigest,
  low_attendance: sendLowAttendance,
  kiosk_offline: sendKioskOffline,
};

function handlerFor(kind: ReminderKind) {
  return async (job: Job, trx: Transaction<DB>, now: Date) => {
    const payload = job.payload as Payload;
    const { rows } = await sql<Context['org']>`
      select id, name, timezone, min_attendance_percent::text from public.organizations
       where id = ${payload.org}::uuid`.execute(trx);
    const org = rows[0];
    if (!org) return; // the organisation is gone: nothing to remind
    const settings = await loadReminderSettings(trx, org.id);
    await SENDERS[kind]({
      trx,
      org,
      settings,
      date: payload.date,
      subject: payload.subject,
      now,
    });
  };
}

/** The reminders' tick and job handlers, for `startJobs` (and tests). */
export const reminderSchedule: JobSchedule = {
  tick: planReminders,
  handlers: Object.fromEntries(
    REMINDER_KINDS.map((kind) => [`reminder.${kind}`, handlerFor(kind)]),
  ),
};
