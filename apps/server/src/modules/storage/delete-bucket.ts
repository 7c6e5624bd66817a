import { requireBucketManager } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { deleteBucket } from './repository.js';

/** Deletes an empty bucket; one that still holds objects must be emptied first (409). */
export async function removeBucket(
  deps: StorageDeps,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  let deleted: number;
  try {
    deleted = await runAs(deps.db, actor, async (trx) => {
      await requireBucketManager(trx, actor);
      return deleteBucket(trx, id);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw storageErrors.bucketNotEmpty();
    throw error;
  }
  if (deleted === 0) throw storageErrors.bucketNotFound();
  await deps.driver.removeBucket(id);
  return { message: 'Successfully deleted' };
}
