import { sql } from 'kysely';
import { asActor } from '../../lib/actor.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import type { FilesDeps } from './deps.js';
import { fileErrors, fromFileWriteError } from './file-errors.js';
import { type FileRow, findItem, findSpace } from './repository.js';

/** Makes a folder, as the caller: the insert policy decides whether they may write here. */
export async function createFolder(
  deps: FilesDeps,
  caller: Caller,
  input: { spaceId: string; parentId: string | null; name: string },
): Promise<FileRow> {
  return asCaller(deps.ctx.database.db, caller.auth, async (trx) => {
    const space = await findSpace(trx, input.spaceId);
    if (!space) throw fileErrors.spaceNotFound();
    if (!space.can_write) throw fileErrors.readOnly();
    try {
      const { rows } = await sql<FileRow>`
        insert into public.files (space_id, parent_id, kind, name)
        values (${input.spaceId}::uuid, ${input.parentId}::uuid, 'folder', ${input.name})
        returning *`.execute(trx);
      return rows[0]!;
    } catch (error) {
      throw fromFileWriteError(error, input.name);
    }
  });
}

/** The live item as the caller sees it, and whether they may change it. */
async function editable(trx: Parameters<typeof findItem>[0], id: string): Promise<FileRow> {
  const item = await findItem(trx, id);
  if (!item || item.deleted_at) throw fileErrors.notFound();
  const space = await findSpace(trx as never, item.space_id);
  if (!space?.can_write) throw fileErrors.readOnly();
  return item;
}

export async function renameItem(deps: FilesDeps, caller: Caller, id: string, name: string) {
  return asCaller(deps.ctx.database.db, caller.auth, async (trx) => {
    await editable(trx, id);
    try {
      const { rows } = await sql<FileRow>`
        update public.files set name = ${name} where id = ${id}::uuid returning *`.execute(trx);
      return rows[0]!;
    } catch (error) {
      throw fromFileWriteError(error, name);
    }
  });
}

/**
 * Moves an item to a folder (null: the space's root), in the same space as the caller (the
 * update policy and the guard trigger decide), or to another space they can write, its contents
 * along with it.
 */
export async function moveItem(
  deps: FilesDeps,
  caller: Caller,
  id: string,
  to: { spaceId: string; parentId: string | null },
): Promise<FileRow> {
  const db = deps.ctx.database.db;
  const item = await asCaller(db, caller.auth, async (trx) => {
    const found = await editable(trx, id);
    const target = await findSpace(trx, to.spaceId);
    if (!target) throw fileErrors.spaceNotFound();
    if (!target.can_write) throw fileErrors.readOnly();
    if (found.space_id !== to.spaceId) return found;
    try {
      const { rows } = await sql<FileRow>`
        update public.files set parent_id = ${to.parentId}::uuid where id = ${id}::uuid returning *`.execute(
        trx,
      );
      return rows[0]!;
    } catch (error) {
      throw fromFileWriteError(error, found.name);
    }
  });
  if (item.space_id === to.spaceId) return item;
  // Another space: the whole subtree changes space, then the item gets its new folder. The rows
  // are the server's to move (clients cannot change a row's space); the caller may write both.
  return asActor(db, { userId: caller.userId }, async (trx) => {
    try {
      await sql`
        with recursive tree as (
          select id from public.files where id = ${id}::uuid
          union all
          select c.id from public.files c join tree t on c.parent_id = t.id
        )
        update public.files set space_id = ${to.spaceId}::uuid where id in (select id from tree)`.execute(
        trx,
      );
      await sql`update public.file_shares set space_id = ${to.spaceId}::uuid
                 where file_id in (
                   with recursive tree as (
                     select id from public.files where id = ${id}::uuid
                     union all
                     select c.id from public.files c join tree t on c.parent_id = t.id
                   ) select id from tree)`.execute(trx);
      const { rows } = await sql<FileRow>`
        update public.files set parent_id = ${to.parentId}::uuid where id = ${id}::uuid returning *`.execute(
        trx,
      );
      return rows[0]!;
    } catch (error) {
      throw fromFileWriteError(error, item.name);
    }
  });
}
