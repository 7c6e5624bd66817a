import { type Kysely, sql } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type Job, type JobHandler } from '../../lib/jobs/queue.js';
import { type AnyDb, creditAndExpire } from './sync.js';

export const COMP_OFF_EXPIRY_JOB = 'overtime.comp_off_expiry';

/**
 * The comp-off sweep's tick: each organisation with an approved comp-off credit whose last day is
 * over in its own time zone and that has not lapsed yet gets one job for that day of its own
 * (key `overtime.comp_off_expiry:<org>:<date>`). The key makes it one job however many server
 * instances tick, the queue's `skip locked` claim gives it to one worker, and the lapse commits
 * with the job's completion, so a credit lapses exactly once (the ledger's unique key
 * `COX:<entry>` is the second guard, against a decision or the overtime sync lapsing it too).
 */
export async function planCompOffExpiry(db: Kysely<DB>, now: Date): Promise<number> {
  const { rows } = await sql<{ org_id: string; today: string }>`
    select e.org_id, (${now}::timestamptz at time zone o.timezone)::date::text as today
      from public.overtime_entries e
      join public.organizations o on o.id = e.org_id
      join public.leave_types t on t.org_id = e.org_id and t.code = 'CO' and t.active
     where e.status = 'approved' and e.comp_off_days > 0
       and e.comp_off_expires_on < (${now}::timestamptz at time zone o.timezone)::date
       and not exists (select 1 from public.leave_ledger l
                        where l.member_id = e.member_id and l.leave_type_id = t.id
                          and l.kind = 'lapse' and l.period = 'COX:' || e.id::text)
     group by e.org_id, o.timezone`.execute(db);
  let made = 0;
  for (const { org_id: orgId, today } of rows)
    if (
      await enqueue(db, {
        name: COMP_OFF_EXPIRY_JOB,
        key: `${COMP_OFF_EXPIRY_JOB}:${orgId}:${today}`,
        payload: { org: orgId, date: today },
        runAt: now,
      })
    )
      made += 1;
  return made;
}

/**
 * Credits the organisation's approved comp-off not yet in the ledger and lapses what is left of
 * each credit whose last day is before the job's day (the organisation's date when it was planned,
 * so a retry after midnight lapses the same credits). Runs in the job's transaction.
 */
export const expireCompOff: JobHandler = async (job: Job, trx) => {
  const { org, date } = job.payload as { org: string; date: string };
  await sql`select set_config('audit.actor_id', '', true),
                   set_config('audit.device_id', '', true)`.execute(trx);
  await creditAndExpire(trx as unknown as AnyDb, { id: org }, date, null, null, {
    inTransaction: true,
  });
};
