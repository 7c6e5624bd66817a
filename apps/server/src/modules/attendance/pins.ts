import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { callerAccess } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';

export const pinSchema = z.object({
  pin: z.string().regex(/^\d{4,6}$/, 'pin: use 4 to 6 digits.'),
});

/** A member's own PIN, or one an owner (or Admin) of their organisation sets for them. */
async function pinTarget(ctx: AppContext, caller: Caller, memberId: string) {
  const member = await asOrgDb(ctx.database.db)
    .selectFrom('memberships')
    .select(['id', 'org_id', 'user_id', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  const notFound = new AppError(404, 'member_not_found', 'Person not found.');
  if (!member) throw notFound;
  if (member.user_id === caller.userId) return member;
  const access = await callerAccess(ctx, caller, member.org_id);
  if (!access.visible) throw notFound;
  if (!access.can_manage)
    throw new AppError(403, 'forbidden', 'Only the person or an owner can set a PIN.');
  return member;
}

export type PinStatus = {
  member_id: string;
  is_set: boolean;
  set_at: string | null;
  locked_until: string | null;
  org_allows_pin: boolean;
};

export async function getPinStatus(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  now = new Date(),
): Promise<PinStatus> {
  const member = await pinTarget(ctx, caller, memberId);
  const { rows } = await sql<{
    set_at: Date | null;
    locked_until: Date | null;
    pin_check_in: boolean;
  }>`
    select p.set_at, a.locked_until, o.pin_check_in
      from public.organizations o
      left join private.member_pins p on p.member_id = ${member.id}::uuid
      left join private.pin_attempts a on a.org_id = o.id and a.subject = ${member.id}
     where o.id = ${member.org_id}::uuid`.execute(ctx.database.db);
  const row = rows[0]!;
  const locked = row.locked_until && new Date(row.locked_until) > now ? row.locked_until : null;
  return {
    member_id: member.id,
    is_set: Boolean(row.set_at),
    set_at: row.set_at ? new Date(row.set_at).toISOString() : null,
    locked_until: locked ? new Date(locked).toISOString() : null,
    org_allows_pin: row.pin_check_in,
  };
}

/** Sets (or replaces) the PIN, stored as an argon2id hash; a new PIN lifts any lock-out. */
export async function setPin(ctx: AppContext, caller: Caller, memberId: string, pin: string) {
  const member = await pinTarget(ctx, caller, memberId);
  const pinHash = await hashPassword(pin);
  await ctx.database.db.transaction().execute(async (trx) => {
    await sql`
      insert into private.member_pins (member_id, org_id, pin_hash, set_by, set_at)
      values (${member.id}::uuid, ${member.org_id}::uuid, ${pinHash}, ${caller.userId}::uuid, now())
      on conflict (member_id) do update
        set pin_hash = excluded.pin_hash, set_by = excluded.set_by, set_at = excluded.set_at`.execute(
      trx,
    );
    await sql`delete from private.pin_attempts
               where org_id = ${member.org_id}::uuid and subject = ${member.id}`.execute(trx);
  });
  return getPinStatus(ctx, caller, memberId);
}

export async function removePin(ctx: AppContext, caller: Caller, memberId: string) {
  const member = await pinTarget(ctx, caller, memberId);
  await sql`delete from private.member_pins where member_id = ${member.id}::uuid`.execute(
    ctx.database.db,
  );
  return getPinStatus(ctx, caller, memberId);
}
