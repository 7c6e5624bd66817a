import { type Actor, probeAs, runAs } from './caller.js';
import { judgeUpload } from './content-check.js';
import { objectLimitOf, type StorageDeps } from './deps.js';
import { BlobTooLargeError } from './driver.js';
import { storageErrors } from './errors.js';
import { assertMimeAllowed } from './mime.js';
import type { UploadBody } from './read-upload-body.js';
import { findBucket, type ObjectMetadata, writeObject } from './repository.js';
import { withNewVersion } from './versions.js';

export type UploadInput = {
  actor: Actor;
  bucketId: string;
  name: string;
  upsert: boolean;
  /** Reads the request body; called only once the caller may write here. */
  readBody: (maxBytes: number) => Promise<UploadBody>;
};

/** Supabase's upload response; storage-js maps it to `{ id, path, fullPath }`. */
export type UploadResult = { Id: string; Key: string };

/**
 * Stores an object (POST, PUT, signed upload). Order matters: the policies and uniqueness are
 * checked before any byte is read, the content by its first bytes before any is stored, the
 * size while storing, and the row commits last.
 */
export async function uploadObject(deps: StorageDeps, input: UploadInput): Promise<UploadResult> {
  const { actor, bucketId, name, upsert } = input;
  const bucket = await findBucket(deps.db, bucketId);
  if (!bucket) throw storageErrors.bucketNotFound();
  const maxBytes = objectLimitOf(bucket);
  const owner = actor.userId ?? null;
  const row = { bucketId, name, owner, userMetadata: null, upsert };

  await probeAs(deps.db, actor, (trx) =>
    writeObject(trx, { ...row, metadata: {}, version: 'probe' }),
  );

  const body = await input.readBody(maxBytes);
  let bytes = body.stream;
  try {
    assertMimeAllowed(body.contentType, bucket.allowed_mime_types);
    if (body.declaredLength !== undefined && body.declaredLength > maxBytes) {
      throw storageErrors.tooLarge();
    }
    // Judged by content before anything is stored: a program declared as image/png is refused.
    bytes = await judgeUpload(body.stream, name);
    const id = await withNewVersion(deps, { bucket: bucketId, name }, async (key) => {
      const stored = await deps.driver.put(key, bytes, { maxBytes });
      const metadata: ObjectMetadata = {
        eTag: stored.eTag,
        size: stored.size,
        mimetype: body.contentType,
        cacheControl: body.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: stored.size,
        httpStatusCode: 200,
      };
      const written = await runAs(deps.db, actor, (trx) =>
        writeObject(trx, {
          ...row,
          metadata,
          userMetadata: body.userMetadata,
          version: key.version,
        }),
      );
      const replaced = written.previous_version
        ? { bucket: bucketId, name, version: written.previous_version }
        : undefined;
      return { result: written.id, replaced };
    });
    return { Id: id, Key: `${bucketId}/${name}` };
  } catch (error) {
    // Discard what is left of the body so the client still reads our answer.
    bytes.resume();
    throw error instanceof BlobTooLargeError ? storageErrors.tooLarge() : error;
  }
}
