import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { requireIntegrationOwner } from './access.js';
import { keyPrefix, newOrgKey } from './key-format.js';

export const createKeySchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(80),
  scope: z.enum(['read', 'read_write']),
});
export type CreateKeyInput = z.infer<typeof createKeySchema>;

export type ApiKeyView = {
  id: string;
  name: string;
  scope: 'read' | 'read_write';
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

const COLUMNS = sql`id, name, scope, prefix, created_at, last_used_at, revoked_at`;

export async function listKeys(ctx: AppContext, caller: Caller, orgId: string) {
  await requireIntegrationOwner(ctx, caller, orgId);
  const { rows } = await sql<ApiKeyView>`
    select ${COLUMNS} from public.api_keys where org_id = ${orgId}::uuid
     order by revoked_at is not null, created_at desc`.execute(ctx.database.db);
  return rows;
}

/** Makes a key; the whole key is in this answer only (the database keeps its argon2 hash). */
export async function createKey(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: CreateKeyInput,
): Promise<ApiKeyView & { key: string }> {
  await requireIntegrationOwner(ctx, caller, orgId);
  const id = randomUUID();
  const key = newOrgKey(id);
  const keyHash = await hash(key);
  const row = await asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    const { rows } = await sql<ApiKeyView>`
      insert into public.api_keys (id, org_id, name, scope, prefix, key_hash, created_by)
      values (${id}::uuid, ${orgId}::uuid, ${input.name}, ${input.scope}, ${keyPrefix(key)},
              ${keyHash}, ${caller.userId}::uuid)
      returning ${COLUMNS}`.execute(trx);
    return rows[0]!;
  });
  return { ...row, key };
}

/** Revokes a key: the next request made with it is refused (keys are looked up every time). */
export async function revokeKey(ctx: AppContext, caller: Caller, keyId: string) {
  const { rows: found } = await sql<{ org_id: string }>`
    select org_id from public.api_keys where id = ${keyId}::uuid`.execute(ctx.database.db);
  if (!found[0]) throw new AppError(404, 'api_key_not_found', 'API key not found.');
  await requireIntegrationOwner(ctx, caller, found[0].org_id);
  return asActor(ctx.database.db, { userId: caller.userId }, async (trx) => {
    const { rows } = await sql<ApiKeyView>`
      update public.api_keys
         set revoked_at = coalesce(revoked_at, now()),
             revoked_by = coalesce(revoked_by, ${caller.userId}::uuid)
       where id = ${keyId}::uuid
      returning ${COLUMNS}`.execute(trx);
    return rows[0]!;
  });
}
