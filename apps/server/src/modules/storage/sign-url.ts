import { type Actor, runAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { parseObjectName } from './paths.js';
import { findObject, findObjects } from './repository.js';
import { signDownload } from './signing.js';

/**
 * A URL anyone holding it may download from until it expires. Only an object the caller may
 * read is signed. `signedURL` is relative to /storage/v1 and not percent-encoded: storage-js
 * prefixes its base URL and encodes the whole.
 */
export async function signObjectUrl(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  name: string,
  expiresIn: number,
): Promise<{ signedURL: string }> {
  const row = await runAs(deps.db, actor, (trx) => findObject(trx, bucketId, name));
  if (!row) throw storageErrors.objectNotFound();
  return { signedURL: await signedPath(deps, bucketId, name, row.id, expiresIn) };
}

export type SignedUrlEntry = { error: string | null; path: string; signedURL: string | null };

const NOT_READABLE = 'Either the object does not exist or you do not have access to it';

/** Batch signing: one entry per requested path, with an error for those the caller cannot read. */
export async function signObjectUrls(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  paths: string[],
  expiresIn: number,
): Promise<SignedUrlEntry[]> {
  const valid = paths.filter(isValidName);
  const rows = await runAs(deps.db, actor, (trx) => findObjects(trx, bucketId, valid));
  const idByName = new Map(rows.map((row) => [row.name, row.id]));
  return Promise.all(
    paths.map(async (path) => {
      const id = idByName.get(path);
      return id
        ? { error: null, path, signedURL: await signedPath(deps, bucketId, path, id, expiresIn) }
        : { error: NOT_READABLE, path, signedURL: null };
    }),
  );
}

function isValidName(path: string): boolean {
  try {
    parseObjectName(path);
    return true;
  } catch {
    return false;
  }
}

async function signedPath(
  deps: StorageDeps,
  bucketId: string,
  name: string,
  id: string,
  expiresIn: number,
) {
  const url = `${bucketId}/${name}`;
  const token = await signDownload(deps.keys, { url, oid: id }, expiresIn);
  return `/object/sign/${url}?token=${token}`;
}
