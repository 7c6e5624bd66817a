import { sql } from 'kysely';
import { asActor } from '../../lib/actor.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import { MAX_OBJECT_BYTES } from '../storage/deps.js';
import type { FilesDeps } from './deps.js';
import { fileErrors } from './file-errors.js';
import { listSpaces, type SpaceRow, type Usage, usageOf } from './repository.js';

export type SpacesAnswer = {
  spaces: SpaceRow[];
  usage: Usage & { file_size_limit: number; can_manage: boolean; is_admin: boolean };
};

/** The caller's spaces in an organisation and its storage use; 404 outside it. */
export async function getSpaces(
  deps: FilesDeps,
  caller: Caller,
  orgId: string,
): Promise<SpacesAnswer> {
  const db = deps.ctx.database.db;
  const { spaces, canManage } = await asCaller(db, caller.auth, async (trx) => {
    const { rows } = await sql<{ member: boolean; manage: boolean }>`
      select ${orgId}::uuid in (select public.my_org_ids()) as member,
             ${orgId}::uuid in (select public.my_managed_org_ids()) as manage`.execute(trx);
    if (!rows[0]?.member && !rows[0]?.manage) throw fileErrors.spaceNotFound();
    return { spaces: await listSpaces(trx, orgId), canManage: rows[0].manage };
  });
  const usage = await usageOf(db, orgId);
  return {
    spaces,
    usage: {
      ...usage,
      file_size_limit: MAX_OBJECT_BYTES,
      can_manage: canManage,
      is_admin: caller.isAdmin,
    },
  };
}

/** Lets the members of a shared space write there too, or only its staff again (owners). */
export async function setMembersWrite(
  deps: FilesDeps,
  caller: Caller,
  spaceId: string,
  membersWrite: boolean,
): Promise<void> {
  const result = await asCaller(deps.ctx.database.db, caller.auth, (trx) =>
    sql`update public.file_spaces set members_write = ${membersWrite} where id = ${spaceId}::uuid`.execute(
      trx,
    ),
  );
  if (Number(result.numAffectedRows ?? 0) === 0) throw fileErrors.ownerOnly();
}

export type SettingsInput = {
  plan?: 'free' | 'standard' | 'plus' | undefined;
  quota_bytes?: number | null | undefined;
  blocked_kinds?: string[] | undefined;
};

/** Plan and quota are an Admin's to set; the blocked kinds of file the owner's (or an Admin's). */
export async function updateSettings(
  deps: FilesDeps,
  caller: Caller,
  orgId: string,
  input: SettingsInput,
): Promise<Usage> {
  const db = deps.ctx.database.db;
  const manages = await asCaller(db, caller.auth, async (trx) => {
    const { rows } = await sql<{ manage: boolean }>`
      select ${orgId}::uuid in (select public.my_managed_org_ids()) as manage`.execute(trx);
    return rows[0]?.manage === true;
  });
  if (!manages) throw fileErrors.ownerOnly();
  if ((input.plan !== undefined || input.quota_bytes !== undefined) && !caller.isAdmin) {
    throw fileErrors.adminOnly();
  }
  await asActor(db, { userId: caller.userId }, async (trx) => {
    await sql`insert into public.file_settings (org_id) values (${orgId}::uuid) on conflict do nothing`.execute(
      trx,
    );
    if (input.plan !== undefined)
      await sql`update public.file_settings set plan = ${input.plan}, updated_at = now() where org_id = ${orgId}::uuid`.execute(
        trx,
      );
    if (input.quota_bytes !== undefined)
      await sql`update public.file_settings set quota_bytes = ${input.quota_bytes}, updated_at = now() where org_id = ${orgId}::uuid`.execute(
        trx,
      );
    if (input.blocked_kinds !== undefined)
      await sql`update public.file_settings set blocked_kinds = ${input.blocked_kinds}::text[], updated_at = now() where org_id = ${orgId}::uuid`.execute(
        trx,
      );
  });
  return usageOf(db, orgId);
}
