import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { parseObjectName } from './paths.js';
import { deleteObjects, type ObjectRow } from './repository.js';
import { removeQuietly } from './versions.js';

export type RemovedObject = Pick<
  ObjectRow,
  | 'id'
  | 'name'
  | 'bucket_id'
  | 'owner'
  | 'metadata'
  | 'created_at'
  | 'updated_at'
  | 'last_accessed_at'
>;

/**
 * Deletes the named objects the caller may delete and returns them; names the caller may not
 * delete (or that do not exist) are left alone and not returned, as in Supabase.
 */
export async function removeObjects(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  names: string[],
): Promise<RemovedObject[]> {
  const valid = names.map((name) => parseObjectName(name));
  const rows = await runAs(deps.db, actor, (trx) => deleteObjects(trx, bucketId, valid));
  for (const row of rows) {
    if (row.version)
      await removeQuietly(deps, { bucket: bucketId, name: row.name, version: row.version });
  }
  return rows.map(
    ({ id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at }) => ({
      id,
      name,
      bucket_id,
      owner,
      metadata,
      created_at,
      updated_at,
      last_accessed_at,
    }),
  );
}

/** DELETE /object/<bucket>/<path>: one object, 404 when there is nothing the caller may delete. */
export async function removeObject(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  name: string,
): Promise<{ message: string }> {
  const removed = await removeObjects(deps, actor, bucketId, [name]);
  if (removed.length === 0) throw storageErrors.objectNotFound();
  return { message: 'Successfully deleted' };
}
