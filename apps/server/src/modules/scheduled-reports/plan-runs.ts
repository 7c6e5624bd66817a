import { DateTime } from 'luxon';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type Job } from '../../lib/jobs/queue.js';
import { isWorkingDay } from '../attendance/rules.js';
import { loadRules, type Org } from '../attendance/schedule.js';
import { asOrgDb } from '../orgs/repository.js';
import { findSchedule, insertRun, listSchedules } from './repository.js';
import { latestDue, nextDue, type OrgClock, rangeFor, type Timing } from './schedule-times.js';

export const RUN_JOB = 'scheduled_report.run';

type Payload = { org: string; schedule: string; due: string };

/** The organisation's clock: its zone, pay period and working days (holidays, weekly offs). */
export async function orgClock(db: Kysely<DB> | Transaction<DB>, org: Org, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;
  const rules = await loadRules(asOrgDb(db as Kysely<DB>), org, today);
  const { rows } = await sql<{ day: number }>`
    select payroll_period_start_day::int as day from public.organizations
     where id = ${org.id}::uuid`.execute(db);
  return {
    timezone: org.timezone,
    payrollPeriodStartDay: rows[0]?.day ?? 1,
    isWorkingDay: (date: string) => isWorkingDay(date, rules),
  } satisfies OrgClock;
}

/**
 * The tick (every instance, each minute): for each schedule that is on, the latest due time at or
 * before `now` — only the latest, so servers that were down for days send a missed report once,
 * not once per missed day — becomes one job under scheduled-report:<schedule>:<due instant>.
 * Times before the schedule was made, resumed or re-timed are not owed.
 */
export async function planScheduledReports(db: Kysely<DB>, now: Date): Promise<void> {
  const orgs = await asOrgDb(db)
    .selectFrom('organizations')
    .selectAll()
    .where('is_demo', '=', false)
    .where(
      'id',
      'in',
      sql<string>`(select org_id from public.scheduled_reports where not is_paused)`,
    )
    .execute();
  for (const org of orgs) {
    const clock = await orgClock(db, org, now);
    for (const schedule of await listSchedules(db, org.id)) {
      if (schedule.is_paused) continue;
      const due = latestDue(schedule, now, clock);
      if (!due || due.toMillis() < new Date(schedule.active_since).getTime()) continue;
      await enqueue(db, {
        name: RUN_JOB,
        key: `scheduled-report:${schedule.id}:${due.toUTC().toISO()}`,
        payload: {
          org: org.id,
          schedule: schedule.id,
          due: due.toUTC().toISO()!,
        } satisfies Payload,
        runAt: due.toJSDate(),
      });
    }
  }
}

/**
 * The job: in its own transaction, records the run that is due (still on, not paused), which
 * the sender then claims. Making the file and mailing happen outside the queue's transaction.
 */
export async function recordDueRun(job: Job, trx: Transaction<DB>, now: Date): Promise<void> {
  const payload = job.payload as Payload;
  const schedule = await findSchedule(trx, payload.org, payload.schedule);
  if (!schedule || schedule.is_paused) return;
  const org = await asOrgDb(trx as unknown as Kysely<DB>)
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', payload.org)
    .executeTakeFirst();
  if (!org) return;
  const clock = await orgClock(trx, org, now);
  const due = DateTime.fromISO(payload.due, { zone: org.timezone });
  await insertRun(trx, schedule, due.toJSDate(), rangeFor(schedule, due, clock), false);
}

/** When `timing` goes out next, for the owner's card. */
export function nextRunAt(timing: Timing, now: Date, clock: OrgClock): string | null {
  return nextDue(timing, now, clock)?.toUTC().toISO() ?? null;
}
