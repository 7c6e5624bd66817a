import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { asActor } from '../../lib/actor.js';
import type { DB } from '../../lib/db-types.js';
import { enqueue, type JobSchedule } from '../../lib/jobs/queue.js';

/** Without a row of its own, an organisation deletes a leaver's face data 30 days after they left. */
export const DEFAULT_FACE_DAYS_AFTER_LEAVING = 30;

export const retentionSettingsSchema = z
  .object({
    face_data_days_after_leaving: z.number().int().min(0).max(3650),
  })
  .strict();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL on any executor
type Executor = Kysely<any>;

export async function loadRetention(db: Executor, orgId: string) {
  const { rows } = await sql<{ face_data_days_after_leaving: number; updated_at: Date | null }>`
    select coalesce(r.face_data_days_after_leaving, ${DEFAULT_FACE_DAYS_AFTER_LEAVING})::int
             as face_data_days_after_leaving,
           r.updated_at
      from public.organizations o
      left join public.retention_settings r on r.org_id = o.id
     where o.id = ${orgId}::uuid`.execute(db);
  return { org_id: orgId, ...rows[0]! };
}

export async function saveRetention(
  ctx: AppContext,
  userId: string,
  orgId: string,
  input: z.infer<typeof retentionSettingsSchema>,
) {
  await asActor(ctx.database.db, { userId }, (trx) =>
    sql`
      insert into public.retention_settings (org_id, face_data_days_after_leaving, updated_by)
      values (${orgId}::uuid, ${input.face_data_days_after_leaving}, ${userId}::uuid)
      on conflict (org_id) do update
        set face_data_days_after_leaving = excluded.face_data_days_after_leaving,
            updated_by = excluded.updated_by, updated_at = now()`.execute(trx),
  );
  return loadRetention(ctx.database.db, orgId);
}

export const RETENTION_JOB = 'retention.face_data';

/**
 * Deletes the face data of members who left more than their organisation's retention period
 * before `now` — nothing else. Check-in photos are never stored (kiosks and phones send face
 * descriptors), so there are none to delete. Returns how many captures went.
 */
export async function applyRetention(trx: Executor | Transaction<DB>, now: Date): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    delete from public.face_data f
     using public.memberships m
      left join public.retention_settings r on r.org_id = m.org_id
     where f.member_id = m.id
       and m.status = 'left' and m.left_at is not null
       and m.left_at <= ${now}::timestamptz
           - make_interval(days => coalesce(r.face_data_days_after_leaving, ${DEFAULT_FACE_DAYS_AFTER_LEAVING}))
    returning f.id`.execute(trx);
  return rows.length;
}

/** Once a day (UTC), whatever the number of instances: the key names the day. */
export const retentionSchedule: JobSchedule = {
  async tick(db, now) {
    await enqueue(db, {
      name: RETENTION_JOB,
      key: `${RETENTION_JOB}:${now.toISOString().slice(0, 10)}`,
      runAt: now,
    });
  },
  handlers: {
    [RETENTION_JOB]: async (_job, trx, now) => {
      await sql`select set_config('audit.actor_id', '', true)`.execute(trx);
      await applyRetention(trx, now);
    },
  },
};
