import { bucketResponse } from './bucket-shared.js';
import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { findBucket } from './repository.js';

export async function getBucket(deps: StorageDeps, actor: Actor, id: string) {
  const row = await runAs(deps.db, actor, (trx) => findBucket(trx, id));
  if (!row) throw storageErrors.bucketNotFound();
  return bucketResponse(row);
}
