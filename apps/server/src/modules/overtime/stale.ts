import { sql } from 'kysely';
import type { JobSchedule } from '../../lib/jobs/queue.js';
import { COMP_OFF_EXPIRY_JOB, expireCompOff, planCompOffExpiry } from './expire-comp-off.js';
import { type AnyDb, syncOvertime } from './sync.js';

/**
 * Overtime brought up to date on write, not on read (issue 11, item 3): migration 0072 marks, in
 * `private.overtime_stale`, each day whose overtime a write may have changed (a record written,
 * corrected or removed; a holiday; a change of a shift's, a person's or the organisation's
 * rules). Once a marked day is over in the organisation's time zone, this job takes its mark and
 * brings the day's calendar months up to date with `syncOvertime` (the monthly cap depends on the
 * days before). The attendance report then only reads the entries.
 *
 * Marks are taken in the sync's own transaction, one organisation at a time: locked
 * `for update skip locked` (a mark a write is adding to is left for the next round), deleted
 * when the days are up to date, and left in place if the sync fails or the server dies midway
 * (the transaction rolls back). A write made meanwhile adds a mark of its own beside a taken one
 * without waiting (migration 0074), so the next round sees it. `only`: one organisation's marks
 * (an owner's "bring up to date" on the overtime page), otherwise everyone's.
 */
export async function syncStaleOvertime(
  db: AnyDb,
  now = new Date(),
  onError: (orgId: string, error: unknown) => void = (_orgId, error) => {
    throw error;
  },
  only: string | null = null,
): Promise<{ organizations: number; written: number }> {
  const { rows: orgs } = await sql<{ org_id: string }>`
    select distinct s.org_id from private.overtime_stale s
      join public.organizations o on o.id = s.org_id
     where s.date < (${now}::timestamptz at time zone o.timezone)::date
       and (${only}::uuid is null or s.org_id = ${only}::uuid)`.execute(db);
  let organizations = 0;
  let written = 0;
  for (const { org_id: orgId } of orgs) {
    try {
      written += await db.transaction().execute(async (trx) => {
        await sql`select set_config('audit.actor_id', '', true),
                         set_config('audit.device_id', '', true)`.execute(trx);
        const { rows: taken } = await sql<{ id: string; date: string }>`
          select s.id::text, s.date::text from private.overtime_stale s
            join public.organizations o on o.id = s.org_id
           where s.org_id = ${orgId}::uuid
             and s.date < (${now}::timestamptz at time zone o.timezone)::date
           order by s.id
             for update of s skip locked`.execute(trx);
        if (!taken.length) return 0;
        organizations += 1;
        const days = taken.map((t) => t.date).sort();
        const result = await syncOvertime(
          trx,
          orgId,
          { from: days[0]!, to: days[days.length - 1]! },
          now,
        );
        await sql`
          delete from private.overtime_stale
           where id = any (${taken.map((t) => t.id)}::bigint[])`.execute(trx);
        return result.written;
      });
    } catch (error) {
      onError(orgId, error);
    }
  }
  return { organizations, written };
}

/**
 * Every round of the job queue (a minute): the marked days that are over, then a comp-off sweep
 * job for each organisation with a credit past its last day (`expire-comp-off.ts`). One
 * organisation's failed sync is reported and retried next round; it holds up neither the others
 * nor the queue.
 */
export const overtimeSchedule = (
  onError: (orgId: string, error: unknown) => void,
): JobSchedule => ({
  tick: async (db, now) => {
    await syncStaleOvertime(db, now, onError);
    await planCompOffExpiry(db, now);
  },
  handlers: { [COMP_OFF_EXPIRY_JOB]: expireCompOff },
});
