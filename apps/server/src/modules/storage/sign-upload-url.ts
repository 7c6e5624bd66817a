import { type Actor, probeAs } from './caller.js';
import type { StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { findBucket, writeObject } from './repository.js';
import { signUpload } from './signing.js';

/**
 * A URL that lets its holder upload one object for the next two hours (createSignedUploadUrl).
 * The caller's right to write there is checked now; the upload itself then runs as the service
 * role on the caller's behalf, as in Supabase.
 */
export async function signUploadUrl(
  deps: StorageDeps,
  actor: Actor,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  if (!(await findBucket(deps.db, bucketId))) throw storageErrors.bucketNotFound();
  const owner = actor.userId ?? null;
  await probeAs(deps.db, actor, (trx) =>
    writeObject(trx, {
      bucketId,
      name,
      owner,
      metadata: {},
      userMetadata: null,
      version: 'probe',
      upsert,
    }),
  );
  const url = `${bucketId}/${name}`;
  const token = await signUpload(deps.keys, {
    url,
    upsert,
    ...(actor.userId ? { owner: actor.userId } : {}),
  });
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}
