import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { isWorkingDay, LATE_ALLOWANCE_HOURS, shiftOccurrence, type ShiftSpec } from './rules.js';
import { wasMemberOn } from './membership-days.js';
import { loadRules, type Org } from './schedule.js';
import { runLeaveAccruals } from '../leave/ledger.js';
import { JobWorker } from '../../lib/jobs/queue.js';
import { autoCheckOutSchedule, runAutoCheckOuts } from './auto-check-out.js';

/** How many past days a late-running closure still fills in (e.g. after the server was down). */
const LOOKBACK_DAYS = 7;
/**
 * A class session is closed this long after it ends, not at once: a teacher who takes the roll-call
 * just after the bell should find an empty list, not absences to overwrite (each needs a reason).
 */
export const CLASS_CLOSE_AFTER_MINUTES = 60;

export type ClosureSummary = {
  periods: number;
  absent: number;
  onLeave: number;
  missingCheckOut: number;
  halfDay: number;
};

/**
 * Once a shift or a school/work day is over, everyone expected who has no record is marked absent,
 * a check-in without check-out is flagged for correction, and a short day becomes half a day.
 * Once a class session whose roll-call was taken is over, the students it left out are absent
 * (on leave when an approved leave covers the day). Set-based SQL per period, so it stays quick for thousands of
 * people; each period is closed once.
 */
export async function closeFinishedPeriods(
  ctx: AppContext,
  now = new Date(),
): Promise<ClosureSummary> {
  const db = asOrgDb(ctx.database.db);
  const summary: ClosureSummary = {
    periods: 0,
    absent: 0,
    onLeave: 0,
    missingCheckOut: 0,
    halfDay: 0,
  };
  const orgs = await db.selectFrom('organizations').selectAll().execute();
  for (const org of orgs) {
    const today = DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;
    const rules = await loadRules(db, org, today);
    const shifts = await db.selectFrom('shifts').selectAll().where('org_id', '=', org.id).execute();
    for (let back = LOOKBACK_DAYS; back >= 0; back--) {
      const date = DateTime.fromISO(today).minus({ days: back }).toISODate()!;
      for (const shift of shifts) {
        const spec: ShiftSpec = {
          id: shift.id,
          startsAt: shift.starts_at,
          endsAt: shift.ends_at,
          graceMinutes: shift.grace_minutes,
          weeklyOffDays: shift.weekly_off_days?.map(Number) ?? null,
        };
        const end = shiftOccurrence(spec, date, rules).end.plus({ hours: LATE_ALLOWANCE_HOURS });
        if (end.toJSDate() > now) continue;
        await closePeriod(
          db,
          org,
          `shift:${shift.id}`,
          date,
          isWorkingDay(date, rules, spec.weeklyOffDays),
          summary,
          shift.id,
        );
      }
      const dayOver =
        DateTime.fromISO(date, { zone: org.timezone }).plus({ days: 1 }).toJSDate() <= now;
      if (dayOver)
        await closePeriod(db, org, 'day', date, isWorkingDay(date, rules), summary, null);
      await closeClassSessions(db, org, date, isWorkingDay(date, rules), now, summary);
    }
  }
  return summary;
}

async function closePeriod(
  db: OrgDb,
  org: Org,
  period: string,
  date: string,
  workingDay: boolean,
  summary: ClosureSummary,
  shiftId: string | null,
) {
  await db.transaction().execute(async (trx) => {
    const claimed = await sql`
      insert into private.closed_periods (org_id, period, date) values (${org.id}::uuid, ${period}, ${date}::date)
      on conflict do nothing returning 1`.execute(trx);
    if (!claimed.rows.length) return;
    summary.periods++;
    if (!workingDay) return;
    const weekday = DateTime.fromISO(date).weekday;
    // Only members on that day: nobody is absent before their joining date or after leaving.
    const member = wasMemberOn('m', date, org.timezone);
    // Who was expected: the shift's people, or (for the whole day) people without a shift —
    // students with classes that weekday, employees and in-charges on every working day.
    const expected = shiftId
      ? sql`select m.id from public.memberships m
             where m.org_id = ${org.id}::uuid and ${member} and m.role in ('employee', 'incharge', 'teacher')
               and (m.shift_id = ${shiftId}::uuid or (m.shift_id is null and exists (
                 select 1 from public.group_members gm join public.groups g on g.id = gm.group_id
                  where gm.member_id = m.id and g.shift_id = ${shiftId}::uuid)))`
      : sql`select m.id from public.memberships m
             where m.org_id = ${org.id}::uuid and ${member}
               and m.shift_id is null
               and not exists (select 1 from public.group_members gm join public.groups g on g.id = gm.group_id
                                where gm.member_id = m.id and g.shift_id is not null)
               and (
                 (m.role = 'student' and exists (
                   select 1 from public.group_members gm join public.class_sessions cs on cs.group_id = gm.group_id
                    where gm.member_id = m.id and cs.weekday = ${weekday}))
                 or m.role in ('employee', 'incharge')
               )`;
    const absent = await sql`
      insert into public.attendance_records (org_id, member_id, date, shift_id, status, method)
      select ${org.id}::uuid, e.id, ${date}::date, ${shiftId}::uuid, 'absent', null
        from (${expected}) e
       where not exists (select 1 from public.attendance_records r
                          where r.member_id = e.id and r.date = ${date}::date and r.class_session_id is null)`.execute(
      trx,
    );
    summary.absent += Number(absent.numAffectedRows ?? 0);
    const flagged = await sql`
      update public.attendance_records r set flags = array_append(r.flags, 'missing_check_out')
       where r.org_id = ${org.id}::uuid and r.date = ${date}::date and r.class_session_id is null
         and r.member_id in (${expected})
         and r.check_in_at is not null and r.check_out_at is null
         and not ('missing_check_out' = any (r.flags))`.execute(trx);
    summary.missingCheckOut += Number(flagged.numAffectedRows ?? 0);
    if (org.half_day_threshold_minutes > 0) {
      const half = await sql`
        update public.attendance_records r set status = 'half_day'
         where r.org_id = ${org.id}::uuid and r.date = ${date}::date and r.class_session_id is null
           and r.member_id in (select m.id from public.memberships m where m.role in ('employee', 'incharge', 'teacher'))
           and r.member_id in (${expected})
           and r.status in ('present', 'late') and r.check_in_at is not null and r.check_out_at is not null
           and r.check_out_at - r.check_in_at < make_interval(mins => ${org.half_day_threshold_minutes})`.execute(
        trx,
      );
      summary.halfDay += Number(half.numAffectedRows ?? 0);
    }
  });
}

/**
 * Closes the class sessions of `date` that ended at least CLASS_CLOSE_AFTER_MINUTES before `now`
 * (wall-clock times in the organisation's zone) and whose roll-call was taken. On a working day,
 * each student of the class whom the roll-call left out gets a mark: on_leave when an approved
 * leave covers the day (as its approval does for the day record), else absent. A teacher's marks
 * are never overwritten, and nobody is expected at a session that took place before they (or the
 * session) joined, or after they left.
 *
 * A period nobody took the roll-call of stays open and unmarked: not knowing is not the same as
 * absent (a school that checks in at the gate only would otherwise see every pupil absent from
 * every lesson), and the teacher's dashboard shows it as still to take. If the roll-call is taken
 * later (within the look-back), the period closes on the next run.
 */
async function closeClassSessions(
  db: OrgDb,
  org: Org,
  date: string,
  workingDay: boolean,
  now: Date,
  summary: ClosureSummary,
) {
  const weekday = DateTime.fromISO(date).weekday;
  const endedBy = DateTime.fromJSDate(now).minus({ minutes: CLASS_CLOSE_AFTER_MINUTES }).toJSDate();
  await db.transaction().execute(async (trx) => {
    const claimed = await sql<{ id: string }>`
      insert into private.closed_periods (org_id, period, date)
      select cs.org_id, 'class:' || cs.id, ${date}::date
        from public.class_sessions cs
        cross join lateral (select (${date}::date + cs.ends_at) at time zone ${org.timezone}::text as ends) t
       where cs.org_id = ${org.id}::uuid and cs.weekday = ${weekday}
         and t.ends <= ${endedBy}::timestamptz and cs.created_at < t.ends
         and exists (select 1 from public.attendance_records r
                      where r.class_session_id = cs.id and r.date = ${date}::date
                        and r.marked_by is not null)
       order by cs.id -- the same order in every instance, so two closures never deadlock
      on conflict do nothing
      returning split_part(period, ':', 2) as id`.execute(trx);
    summary.periods += claimed.rows.length;
    if (!workingDay || !claimed.rows.length) return;
    const marked = await sql<{ status: string }>`
      insert into public.attendance_records (org_id, member_id, date, class_session_id, status, method, note)
      select cs.org_id, m.id, ${date}::date, cs.id,
             case when excused.reason is null then 'absent' else 'on_leave' end, null, excused.reason
        from public.class_sessions cs
        cross join lateral (select (${date}::date + cs.starts_at) at time zone ${org.timezone}::text as starts,
                                   (${date}::date + cs.ends_at) at time zone ${org.timezone}::text as ends) t
        join public.group_members gm on gm.group_id = cs.group_id
        join public.memberships m on m.id = gm.member_id
        left join lateral (
          select l.reason from public.leave_requests l
           where l.member_id = m.id and l.status = 'approved'
             and ${date}::date between l.from_date and l.to_date
           order by l.decided_at desc limit 1) excused on true
       where cs.id = any (${claimed.rows.map((r) => r.id)}::uuid[])
         and m.role = 'student'
         and m.created_at < t.ends and gm.added_at < t.ends
         and (m.status = 'active' or (m.status = 'left' and m.left_at > t.starts))
         and not exists (select 1 from public.attendance_records r
                          where r.member_id = m.id and r.date = ${date}::date and r.class_session_id = cs.id)
      on conflict do nothing
      returning status`.execute(trx);
    for (const row of marked.rows) {
      if (row.status === 'on_leave') summary.onLeave++;
      else summary.absent++;
    }
  });
}

/** Runs the closure every few minutes in the background (each period is claimed once, so several instances are safe). */
export function scheduleClosures(ctx: AppContext, everyMs = 5 * 60_000): () => void {
  let running = false;
  const autoCheckOuts = new JobWorker(ctx.database.db, autoCheckOutSchedule.handlers, {
    onError: (job, error) => ctx.log.warn({ err: error, job: job.key }, 'job failed'),
  });
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Automatic check-outs first (issue 12): a shift's people are checked out at its end, hours
    // before its closure would flag a missing check-out.
    runAutoCheckOuts(ctx.database.db, autoCheckOuts)
      .then(() => closeFinishedPeriods(ctx))
      // Leave accruals and the yearly rollover, once per organisation and month (idempotent).
      .then(() => runLeaveAccruals(ctx))
      .catch((error: unknown) =>
        ctx.log.error({ err: error }, 'closing finished attendance periods failed'),
      )
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
