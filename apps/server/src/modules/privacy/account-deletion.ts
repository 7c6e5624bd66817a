import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import type { DB } from '../../lib/db-types.js';
import { localizedError } from '../../lib/errors.js';
import { writePrivacyAudit } from './audit.js';

/** Days between asking for deletion and the erasure; the person may cancel until then. */
export const GRACE_DAYS = 30;

export type DeletionRequest = { id: string; requested_at: string; erase_after: string };

/** An organisation the person owns that others still belong to: it must be handed over first. */
export type OwnedOrganisation = { id: string; name: string; others: number };

export type DeletionStatus = {
  grace_days: number;
  request: DeletionRequest | null;
  /** Organisations that must be handed over or deleted before the account can be. */
  blocking: OwnedOrganisation[];
  /** Organisations the person owns alone: they are deleted with the account. */
  owned_alone: Array<{ id: string; name: string }>;
};

type Db = Kysely<DB> | Transaction<DB>;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The person's open request (asked for, neither cancelled nor carried out), if any. */
async function openRequest(db: Db, userId: string): Promise<DeletionRequest | null> {
  const { rows } = await sql<DeletionRequest>`
    select id, requested_at, erase_after from private.account_deletions
     where user_id = ${userId}::uuid and cancelled_at is null and erased_at is null`.execute(db);
  const row = rows[0];
  return row
    ? { id: row.id, requested_at: iso(row.requested_at), erase_after: iso(row.erase_after) }
    : null;
}

/**
 * The organisations the person owns, with how many other people still belong to each (active,
 * waiting for approval, or invited). Demo organisations are not anyone's to hand over.
 */
export async function ownedOrganisations(db: Db, userId: string): Promise<OwnedOrganisation[]> {
  const { rows } = await sql<OwnedOrganisation>`
    select o.id, o.name,
           (select count(*)::int from public.memberships m
             where m.org_id = o.id and m.user_id is distinct from o.owner_id
               and m.status in ('active', 'pending', 'invited')) as others
      from public.organizations o
     where o.owner_id = ${userId}::uuid and not o.is_demo
     order by o.name`.execute(db);
  return rows;
}

export async function deletionStatus(db: Db, userId: string): Promise<DeletionStatus> {
  const owned = await ownedOrganisations(db, userId);
  return {
    grace_days: GRACE_DAYS,
    request: await openRequest(db, userId),
    blocking: owned.filter((o) => o.others > 0),
    owned_alone: owned.filter((o) => o.others === 0).map(({ id, name }) => ({ id, name })),
  };
}

/** The refusal when the person still owns organisations others belong to. */
export function ownerMustHandOver(blocking: OwnedOrganisation[]) {
  return localizedError(
    409,
    'owner_must_hand_over',
    'error.privacy.ownerMustHandOver',
    { orgs: blocking.map((o) => o.name).join(', '), count: blocking.length },
    { organizations: blocking },
  );
}

/**
 * Asks for the caller's account to be deleted after the grace period. Refused while they own an
 * organisation that others belong to, for demo accounts, and when a request is already open.
 */
export async function requestDeletion(
  ctx: AppContext,
  caller: Caller,
  now: Date,
): Promise<DeletionStatus> {
  if (caller.isDemo) throw localizedError(403, 'demo_account', 'error.privacy.demoAccount');
  return ctx.database.db.transaction().execute(async (trx) => {
    // One request at a time per person, even from two tabs at once.
    await sql`select pg_advisory_xact_lock(hashtext('account_deletion'), hashtext(${caller.userId}))`.execute(
      trx,
    );
    if (await openRequest(trx, caller.userId))
      throw localizedError(409, 'deletion_already_requested', 'error.privacy.alreadyRequested');
    const blocking = (await ownedOrganisations(trx, caller.userId)).filter((o) => o.others > 0);
    if (blocking.length) throw ownerMustHandOver(blocking);
    const eraseAfter = new Date(now.getTime() + GRACE_DAYS * 86_400_000);
    const { rows } = await sql<{ id: string }>`
      insert into private.account_deletions (user_id, requested_at, erase_after)
      values (${caller.userId}::uuid, ${now}::timestamptz, ${eraseAfter}::timestamptz)
      returning id`.execute(trx);
    await writePrivacyAudit(trx, {
      actorId: caller.userId,
      action: 'request',
      entity: 'account_deletions',
      entityId: rows[0]!.id,
      after: { user_id: caller.userId, erase_after: eraseAfter.toISOString() },
    });
    return deletionStatus(trx, caller.userId);
  });
}

/** Cancels the caller's open request; 404 when there is none (already cancelled, or never made). */
export async function cancelDeletion(
  ctx: AppContext,
  caller: Caller,
  now: Date,
): Promise<DeletionStatus> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      update private.account_deletions set cancelled_at = ${now}::timestamptz
       where user_id = ${caller.userId}::uuid and cancelled_at is null and erased_at is null
      returning id`.execute(trx);
    if (!rows[0]) throw localizedError(404, 'no_deletion_request', 'error.privacy.noRequest');
    await writePrivacyAudit(trx, {
      actorId: caller.userId,
      action: 'cancel',
      entity: 'account_deletions',
      entityId: rows[0].id,
      after: { user_id: caller.userId },
    });
    return deletionStatus(trx, caller.userId);
  });
}
