import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { asOrgDb } from '../orgs/repository.js';

export const memberNotFound = () => new AppError(404, 'member_not_found', 'Member not found.');

/** The caller's own active membership: the only one, or the one in `orgId`. */
export async function ownMembership(ctx: AppContext, caller: Caller, orgId?: string) {
  const db = asOrgDb(ctx.database.db);
  let query = db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', caller.userId)
    .where('status', '=', 'active');
  if (orgId) query = query.where('org_id', '=', orgId);
  const rows = await query.execute();
  if (rows.length === 0)
    throw new AppError(
      404,
      'no_membership',
      'You are not an active member of an organisation yet.',
    );
  if (rows.length > 1)
    throw new AppError(
      400,
      'validation_failed',
      'org_id: you belong to several organisations; say which.',
      { fields: { org_id: 'Choose the organisation.' } },
    );
  return rows[0]!;
}

/**
 * A member the caller may act for: themselves, anyone in an organisation they own (or any, for
 * Admins), or the people a teacher/in-charge supervises. Others look like they do not exist.
 */
export async function memberForCaller(ctx: AppContext, caller: Caller, memberId: string) {
  const db = asOrgDb(ctx.database.db);
  const member = await db
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw memberNotFound();
  if (member.user_id === caller.userId) return { member, isSelf: true };
  const allowed = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ ok: boolean }>`
      select public.can_manage_org(${member.org_id}::uuid)
          or ${memberId}::uuid in (select public.my_supervised_member_ids()) as ok`.execute(trx);
    return rows[0]!.ok;
  });
  if (!allowed) throw memberNotFound();
  return { member, isSelf: false };
}
