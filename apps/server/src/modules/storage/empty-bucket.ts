import { requireBucketManager } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { deleteAllObjects, findBucket } from './repository.js';
import { removeQuietly } from './versions.js';

/**
 * Deletes every object of a bucket. The Admin check runs as the caller; the delete itself runs
 * as the server, because object policies deliberately give an Admin no write access to others'
 * files one by one.
 */
export async function emptyBucket(
  deps: StorageDeps,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  await runAs(deps.db, actor, (trx) => requireBucketManager(trx, actor));
  if (!(await findBucket(deps.db, id))) throw storageErrors.bucketNotFound();
  const rows = await deleteAllObjects(deps.db, id);
  for (const row of rows) {
    if (row.version)
      await removeQuietly(deps, { bucket: id, name: row.name, version: row.version });
  }
  return { message: 'Successfully emptied' };
}
