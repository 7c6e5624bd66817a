import { sql } from 'kysely';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import { deleteObjects } from '../storage/repository.js';
import { removeQuietly } from '../storage/versions.js';
import type { FilesDeps } from './deps.js';
import { fileErrors, fromFileWriteError } from './file-errors.js';
import { BUCKET, type FileRow, findItem, findSpace, subtreeOf } from './repository.js';

/** Days an item stays in the trash before it is removed for good. */
export const TRASH_DAYS = 30;

/**
 * Moves an item, with everything inside it, to the trash, as the caller (the update policy
 * decides). Its rows stay, so its bytes still count towards the quota until they are purged.
 */
export async function trashItem(deps: FilesDeps, caller: Caller, id: string): Promise<void> {
  await asCaller(deps.ctx.database.db, caller.auth, async (trx) => {
    const item = await findItem(trx, id);
    if (!item || item.deleted_at) throw fileErrors.notFound();
    const space = await findSpace(trx, item.space_id);
    if (!space?.can_write) throw fileErrors.readOnly();
    await sql`
      with recursive tree as (
        select id from public.files where id = ${id}::uuid
        union all
        select c.id from public.files c join tree t on c.parent_id = t.id where c.deleted_at is null
      )
      update public.files
         set deleted_at = now(), deleted_by = (select auth.uid()), trashed_with = ${id}::uuid
       where id in (select id from tree)`.execute(trx);
  });
}

/**
 * Brings an item and what went to the trash with it back. Its folder may have gone to the trash
 * since; then it comes back at the top of its space. A live item with its name refuses it.
 */
export async function restoreItem(deps: FilesDeps, caller: Caller, id: string): Promise<FileRow> {
  return asCaller(deps.ctx.database.db, caller.auth, async (trx) => {
    const item = await findItem(trx, id);
    if (!item) throw fileErrors.notFound();
    if (item.trashed_with !== item.id) throw fileErrors.notInTrash();
    const space = await findSpace(trx, item.space_id);
    if (!space?.can_write) throw fileErrors.readOnly();
    const parent = item.parent_id ? await findItem(trx, item.parent_id) : undefined;
    const parentId = parent && !parent.deleted_at ? parent.id : null;
    try {
      await sql`
        update public.files set deleted_at = null, deleted_by = null, trashed_with = null,
               parent_id = case when id = ${id}::uuid then ${parentId}::uuid else parent_id end
         where trashed_with = ${id}::uuid`.execute(trx);
    } catch (error) {
      throw fromFileWriteError(error, item.name);
    }
    return (await findItem(trx, id))!;
  });
}

/** Removes an item in the trash for good, as its space's writer. */
export async function purgeItem(deps: FilesDeps, caller: Caller, id: string): Promise<void> {
  const item = await asCaller(deps.ctx.database.db, caller.auth, async (trx) => {
    const found = await findItem(trx, id);
    if (!found) throw fileErrors.notFound();
    if (found.trashed_with !== found.id) throw fileErrors.notInTrash();
    const space = await findSpace(trx, found.space_id);
    if (!space?.can_write) throw fileErrors.readOnly();
    return found;
  });
  await purge(deps, [item.id], caller.userId);
}

/** Removes what has been in the trash longer than TRASH_DAYS; returns how many items went. */
export async function purgeExpiredTrash(deps: FilesDeps, now = new Date()): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    select id from public.files
     where trashed_with = id and deleted_at < ${now}::timestamptz - make_interval(days => ${TRASH_DAYS})
     limit 500`.execute(deps.ctx.database.db);
  return purge(
    deps,
    rows.map((row) => row.id),
    null,
  );
}

async function purge(deps: FilesDeps, rootIds: string[], actorId: string | null): Promise<number> {
  const db = deps.ctx.database.db;
  let removed = 0;
  for (const rootId of rootIds) {
    const tree = await subtreeOf(db, rootId);
    const names = tree.flatMap((row) => (row.object_name ? [row.object_name] : []));
    const gone = await db.transaction().execute(async (trx) => {
      await sql`select set_config('audit.actor_id', ${actorId ?? ''}, true)`.execute(trx);
      await sql`delete from public.files where id = ${rootId}::uuid`.execute(trx);
      return deleteObjects(trx, BUCKET, names);
    });
    for (const row of gone) {
      if (row.version)
        await removeQuietly(deps.storage, { bucket: BUCKET, name: row.name, version: row.version });
    }
    removed += tree.length;
  }
  return removed;
}
