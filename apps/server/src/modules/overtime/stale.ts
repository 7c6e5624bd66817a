import { sql } from 'kysely';
import type { JobSchedule } from '../../lib/jobs/queue.js';
import { type AnyDb, syncOvertime } from './sync.js';

/**
 * Overtime brought up to date on write, not on read (issue 11, item 3): migration 0072 marks, in
 * `private.overtime_stale`, each day whose overtime a write may have changed (a record written,
 * corrected or removed; a holiday; a change of a shift's, a person's or the organisation's
 * rules). Once a marked day is over in the organisation's time zone, this job takes its mark and
 * brings the day's calendar months up to date with `syncOvertime` (the monthly cap depends on the
 * days before). The attendance report then only reads the entries.
 *
 * Marks are taken (deleted) before the sync, so a write made during it marks its day again and
 * the next round sees it; a sync that fails puts its marks back.
 */
export async function syncStaleOvertime(
  db: AnyDb,
  now = new Date(),
  onError: (orgId: string, error: unknown) => void = (_orgId, error) => {
    throw error;
  },
): Promise<{ organizations: number; written: number }> {
  const { rows } = await sql<{ org_id: string; first: string; last: string; days: string[] }>`
    with taken as (
      delete from private.overtime_stale s
       using public.organizations o
       where o.id = s.org_id and s.date < (${now}::timestamptz at time zone o.timezone)::date
      returning s.org_id, s.date)
    select org_id, min(date) as first, max(date) as last, array_agg(date::text) as days
      from taken group by org_id`.execute(db);
  let written = 0;
  for (const row of rows) {
    try {
      written += (await syncOvertime(db, row.org_id, { from: row.first, to: row.last }, now))
        .written;
    } catch (error) {
      await sql`
        insert into private.overtime_stale (org_id, date)
        select ${row.org_id}::uuid, d::date from unnest(${row.days}::date[]) d
        on conflict do nothing`.execute(db);
      onError(row.org_id, error);
    }
  }
  return { organizations: rows.length, written };
}

/**
 * Every round of the job queue (a minute): the marked days that are over. One organisation's
 * failure is reported and retried next round; it holds up neither the others nor the queue.
 */
export const overtimeSchedule = (
  onError: (orgId: string, error: unknown) => void,
): JobSchedule => ({
  tick: async (db, now) => {
    await syncStaleOvertime(db, now, onError);
  },
  handlers: {},
});
