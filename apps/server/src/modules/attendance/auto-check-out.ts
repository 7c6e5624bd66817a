import { type Kysely, sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type Job, type JobSchedule, type JobWorker } from '../../lib/jobs/queue.js';
import { asOrgDb } from '../orgs/repository.js';
import { shiftOccurrence } from './rules.js';
import { loadRules } from './schedule.js';

const JOB = 'attendance.auto_check_out';

type Payload = {
  org_id: string;
  date: string;
  /** 'shift': the records of that shift; 'no_shift': records without one; 'all': every record. */
  scope: 'shift' | 'no_shift' | 'all';
  shift_id: string | null;
  at: string;
};

/**
 * Enqueues, for each organisation that prefers it to a missing check-out, one job per shift end
 * (or per day at its fixed time) that has passed, today and yesterday in its zone. The key makes
 * each one once however many instances tick; the handler checks out whoever is still in.
 */
export async function planAutoCheckOuts(db: Kysely<DB>, now: Date): Promise<void> {
  const orgs = await asOrgDb(db)
    .selectFrom('organizations')
    .selectAll()
    .where('auto_check_out', '<>', 'off')
    .execute();
  for (const org of orgs) {
    const today = DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;
    const rules = await loadRules(asOrgDb(db), org, today);
    const shifts =
      org.auto_check_out === 'shift_end'
        ? await asOrgDb(db).selectFrom('shifts').selectAll().where('org_id', '=', org.id).execute()
        : [];
    for (const date of [DateTime.fromISO(today).minus({ days: 1 }).toISODate()!, today]) {
      const due: Array<{ key: string; payload: Payload; at: DateTime }> = [];
      for (const shift of shifts) {
        const spec = {
          id: shift.id,
          startsAt: shift.starts_at,
          endsAt: shift.ends_at,
          graceMinutes: shift.grace_minutes,
          weeklyOffDays: null,
        };
        const at = shiftOccurrence(spec, date, rules).end;
        const payload: Payload = {
          org_id: org.id,
          date,
          scope: 'shift',
          shift_id: shift.id,
          at: at.toISO()!,
        };
        due.push({ key: `${JOB}:${org.id}:${shift.id}:${date}`, payload, at });
      }
      if (org.auto_check_out_time) {
        const [hour = 0, minute = 0] = org.auto_check_out_time.split(':').map(Number);
        const at = DateTime.fromISO(date, { zone: org.timezone }).set({ hour, minute });
        const scope = org.auto_check_out === 'fixed' ? 'all' : 'no_shift';
        const payload: Payload = { org_id: org.id, date, scope, shift_id: null, at: at.toISO()! };
        due.push({ key: `${JOB}:${org.id}:${scope}:${date}`, payload, at });
      }
      for (const job of due) {
        if (job.at.toJSDate() > now) continue;
        await enqueue(db, {
          name: JOB,
          key: job.key,
          payload: job.payload,
          runAt: job.at.toJSDate(),
        });
      }
    }
  }
}

/**
 * Checks out, at the shift's end (or the fixed time), everyone of that day who checked in before
 * it and has not checked out; the record is flagged 'auto_check_out' (never 'missing_check_out').
 * Does nothing when the organisation has turned the setting off since.
 */
async function runAutoCheckOut(job: Job, trx: Transaction<DB>): Promise<void> {
  const p = job.payload as Payload;
  const org = await asOrgDb(trx)
    .selectFrom('organizations')
    .select('auto_check_out')
    .where('id', '=', p.org_id)
    .executeTakeFirst();
  if (!org || org.auto_check_out === 'off') return;
  const scope =
    p.scope === 'shift'
      ? sql`and r.shift_id = ${p.shift_id}::uuid`
      : p.scope === 'no_shift'
        ? sql`and r.shift_id is null`
        : sql``;
  await sql`
    update public.attendance_records r
       set check_out_at = ${p.at}::timestamptz,
           flags = array_append(array_remove(r.flags, 'missing_check_out'), 'auto_check_out')
     where r.org_id = ${p.org_id}::uuid and r.date = ${p.date}::date and r.class_session_id is null
       and r.check_in_at is not null and r.check_out_at is null
       and r.check_in_at < ${p.at}::timestamptz
       ${scope}`.execute(trx);
}

/** Automatic check-out's tick and handler, for `startJobs` (and tests). */
export const autoCheckOutSchedule: JobSchedule = {
  tick: planAutoCheckOuts,
  handlers: { [JOB]: runAutoCheckOut },
};

/** One round on the queue: enqueue what fell due, then work it (the closure timer calls this). */
export async function runAutoCheckOuts(db: Kysely<DB>, worker: JobWorker, now = new Date()) {
  await planAutoCheckOuts(db, now);
  await worker.work(now);
}
