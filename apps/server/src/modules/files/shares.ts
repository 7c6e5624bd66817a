import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { asActor } from '../../lib/actor.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import type { FilesDeps } from './deps.js';
import { fileErrors } from './file-errors.js';
import { liveFile } from './open-file.js';
import { findItem, findSpace } from './repository.js';

export const MIN_SHARE_HOURS = 1;
export const MAX_SHARE_HOURS = 30 * 24;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type Share = { id: string; file_id: string; url: string; expires_at: Date };

/**
 * A link to one file for anyone holding it, for 1 hour to 30 days; only people who may change
 * the file's space share it. The token is shown once; only its hash is kept.
 */
export async function createShare(
  deps: FilesDeps,
  caller: Caller,
  fileId: string,
  hours: number,
): Promise<Share> {
  if (!Number.isInteger(hours) || hours < MIN_SHARE_HOURS || hours > MAX_SHARE_HOURS) {
    throw fileErrors.shareExpiry();
  }
  const db = deps.ctx.database.db;
  const file = await asCaller(db, caller.auth, async (trx) => {
    const found = await findItem(trx, fileId);
    if (!found || found.kind !== 'file' || found.deleted_at) throw fileErrors.notFound();
    const space = await findSpace(trx, found.space_id);
    if (!space?.can_write) throw fileErrors.readOnly();
    return found;
  });
  const token = randomBytes(24).toString('base64url');
  const { rows } = await asActor(db, { userId: caller.userId }, (trx) =>
    sql<{ id: string; expires_at: Date }>`
      insert into public.file_shares (org_id, space_id, file_id, token_hash, expires_at, created_by)
      values (${file.org_id}::uuid, ${file.space_id}::uuid, ${file.id}::uuid, ${hash(token)},
              now() + make_interval(hours => ${hours}), ${caller.userId}::uuid)
      returning id, expires_at`.execute(trx),
  );
  const row = rows[0]!;
  return {
    id: row.id,
    file_id: file.id,
    url: `${deps.ctx.config.siteUrl}/api/files/shared/${token}`,
    expires_at: row.expires_at,
  };
}

/** Turns a link off, as the caller (the policy lets the space's writers do it). */
export async function revokeShare(deps: FilesDeps, caller: Caller, shareId: string): Promise<void> {
  const updated = await asCaller(deps.ctx.database.db, caller.auth, (trx) =>
    sql`update public.file_shares set revoked_at = now(), revoked_by = (select auth.uid())
         where id = ${shareId}::uuid and revoked_at is null`.execute(trx),
  );
  if (Number(updated.numAffectedRows ?? 0) === 0) throw fileErrors.notFound();
}

/** The file a share token opens, while the link is live and the file is not in the trash. */
export async function fileForShare(deps: FilesDeps, token: string) {
  const { rows } = await sql<{ file_id: string }>`
    select file_id from public.file_shares
     where token_hash = ${hash(token)} and revoked_at is null and expires_at > now()`.execute(
    deps.ctx.database.db,
  );
  if (!rows[0]) throw fileErrors.linkInvalid();
  try {
    return await liveFile(deps, rows[0].file_id);
  } catch {
    throw fileErrors.linkInvalid();
  }
}
