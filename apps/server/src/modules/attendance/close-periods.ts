import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { asOrgDb, type OrgDb } from '../orgs/repository.js';
import { isWorkingDay, LATE_ALLOWANCE_HOURS, shiftOccurrence, type ShiftSpec } from './rules.js';
import { loadRules, type Org } from './schedule.js';

/** How many past days a late-running closure still fills in (e.g. after the server was down). */
const LOOKBACK_DAYS = 7;

export type ClosureSummary = {
  periods: number;
  absent: number;
  missingCheckOut: number;
  halfDay: number;
};

/**
 * Once a shift or a school/work day is over, everyone expected who has no record is marked absent,
 * a check-in without check-out is flagged for correction, and a short day becomes half a day.
 * Set-based SQL per period, so it stays quick for thousands of people; each period is closed once.
 */
export async function closeFinishedPeriods(
  ctx: AppContext,
  now = new Date(),
): Promise<ClosureSummary> {
  const db = asOrgDb(ctx.database.db);
  const summary: ClosureSummary = { periods: 0, absent: 0, missingCheckOut: 0, halfDay: 0 };
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
    // Who was expected: the shift's people, or (for the whole day) people without a shift —
    // students with classes that weekday, employees and in-charges on every working day.
    const expected = shiftId
      ? sql`select m.id from public.memberships m
             where m.org_id = ${org.id}::uuid and m.status = 'active' and m.role in ('employee', 'incharge', 'teacher')
               and (m.shift_id = ${shiftId}::uuid or (m.shift_id is null and exists (
                 select 1 from public.group_members gm join public.groups g on g.id = gm.group_id
                  where gm.member_id = m.id and g.shift_id = ${shiftId}::uuid)))`
      : sql`select m.id from public.memberships m
             where m.org_id = ${org.id}::uuid and m.status = 'active' and m.created_at < (${date}::date + 1)
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

/** Runs the closure every few minutes in the background (each period is claimed once, so several instances are safe). */
export function scheduleClosures(ctx: AppContext, everyMs = 5 * 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeFinishedPeriods(ctx)
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
