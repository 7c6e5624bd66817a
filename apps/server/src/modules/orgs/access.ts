import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';

/**
 * Asks the database, as the caller, what the policies would answer: the same functions the
 * row-level security policies use, so /api and /rest/v1 can never disagree.
 */
export async function callerAccess(ctx: AppContext, caller: Caller, orgId: string) {
  return asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ can_manage: boolean; role: string | null; visible: boolean }>`
      select public.can_manage_org(${orgId}::uuid) as can_manage,
             public.org_role(${orgId}::uuid) as role,
             exists (select 1 from public.organizations where id = ${orgId}::uuid) as visible`.execute(
      trx,
    );
    return rows[0]!;
  });
}

export const orgNotFound = () =>
  new AppError(404, 'organization_not_found', 'Organisation not found.');
export const notAllowed = (message = 'Only the organisation’s owner can do this.') =>
  new AppError(403, 'forbidden', message);

/** The caller owns the organisation (or is an Admin); otherwise 404 if they cannot even see it. */
export async function requireManager(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
): Promise<void> {
  const access = await callerAccess(ctx, caller, orgId);
  if (!access.visible) throw orgNotFound();
  if (!access.can_manage) throw notAllowed();
}
