import type { z } from 'zod';
import { objectLimitOf, type StorageDeps } from './deps.js';
import { storageErrors } from './errors.js';
import { assertMimeAllowed } from './mime.js';
import { parseBucketId, parseObjectName } from './paths.js';
import { type BucketRow, findBucket, metadataOf, type ObjectRow } from './repository.js';
import type { transferBodySchema } from './schemas.js';

/** Source and destination of a move or copy, validated, with the destination bucket's settings. */
export type Transfer = {
  from: { bucketId: string; name: string };
  to: { bucketId: string; name: string };
  toBucket: BucketRow;
};

export async function parseTransfer(
  deps: StorageDeps,
  body: z.infer<typeof transferBodySchema>,
): Promise<Transfer> {
  const from = { bucketId: parseBucketId(body.bucketId), name: parseObjectName(body.sourceKey) };
  const to = {
    bucketId: parseBucketId(body.destinationBucket ?? body.bucketId),
    name: parseObjectName(body.destinationKey),
  };
  const toBucket = await findBucket(deps.db, to.bucketId);
  if (!toBucket) throw storageErrors.bucketNotFound();
  return { from, to, toBucket };
}

/** The destination bucket's type and size limits apply to what arrives by move or copy too. */
export function assertFits(source: ObjectRow, bucket: BucketRow): void {
  const meta = metadataOf(source);
  assertMimeAllowed(meta.mimetype || 'application/octet-stream', bucket.allowed_mime_types);
  if (Number(meta.size ?? 0) > objectLimitOf(bucket)) throw storageErrors.tooLarge();
}

export function sourceKeyOf(source: ObjectRow) {
  if (!source.version) throw storageErrors.objectNotFound();
  return { bucket: source.bucket_id, name: source.name, version: source.version };
}
