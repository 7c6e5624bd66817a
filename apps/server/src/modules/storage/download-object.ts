import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { findBucket, findObject, type ObjectRow } from './repository.js';
import { verifyDownload } from './signing.js';

/** An object the caller may read; policies hide the others, so they are simply not found. */
export async function findReadableObject(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const row = await runAs(deps.db, actor, (trx) => findObject(trx, bucketId, name));
  if (!row) throw storageErrors.objectNotFound();
  return row;
}

/** An object of a public bucket, for anyone and without a key. Private buckets have no public URLs. */
export async function findPublicObject(
  deps: StorageDeps,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const bucket = await findBucket(deps.db, bucketId);
  if (!bucket?.public) throw storageErrors.bucketNotFound();
  const row = await findObject(deps.db, bucketId, name);
  if (!row) throw storageErrors.objectNotFound();
  return row;
}

/** The object a signed URL names, while its token is valid and the object is the one signed. */
export async function findSignedObject(
  deps: StorageDeps,
  bucketId: string,
  name: string,
  token: string | undefined,
): Promise<ObjectRow> {
  const claims = await verifyDownload(deps.keys, token, `${bucketId}/${name}`);
  const row = await findObject(deps.db, bucketId, name);
  if (!row || row.id !== claims.oid) throw storageErrors.objectNotFound();
  return row;
}
