import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { syncStaleOvertime } from './stale.js';

/**
 * An owner's explicit "bring up to date": runs the overtime job's round for their organisation now
 * instead of at its next minute (a POST, so the reads stay pure). Only the days writes marked and
 * that are over are synced, the same way and under the same row locks as the job.
 */
export async function recalculateOvertime(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<{ written: number; updated_at: string }> {
  const { manage, visible } = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ manage: boolean; visible: boolean }>`
      select ${orgId}::uuid in (select public.my_managed_org_ids()) as manage,
             exists (select 1 from public.organizations where id = ${orgId}::uuid) as visible`.execute(
      trx,
    );
    return rows[0]!;
  });
  // Like a decision, others are not told the organisation exists.
  if (!visible || !manage)
    throw localizedError(404, 'organization_not_found', 'error.overtime.orgNotFound');
  const now = new Date();
  const { written } = await syncStaleOvertime(ctx.database.db, now, undefined, orgId);
  return { written, updated_at: now.toISOString() };
}
