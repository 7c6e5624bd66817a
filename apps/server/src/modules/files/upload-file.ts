import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { asActor } from '../../lib/actor.js';
import type { Caller } from '../../lib/api-auth.js';
import { asCaller } from '../../lib/request-auth.js';
import { MAX_OBJECT_BYTES } from '../storage/deps.js';
import { BlobTooLargeError } from '../storage/driver.js';
import { essence } from '../storage/mime.js';
import { type ObjectMetadata, writeObject } from '../storage/repository.js';
import { withNewVersion } from '../storage/versions.js';
import type { FilesDeps } from './deps.js';
import { type BlockableKind, inspectUpload } from './detect-kind.js';
import { fileErrors, fromFileWriteError } from './file-errors.js';
import {
  BUCKET,
  type FileRow,
  findSpace,
  freeName,
  isLiveFolder,
  lockOrgUsage,
  usageOf,
} from './repository.js';

export type UploadInput = {
  spaceId: string;
  parentId: string | null;
  name: string;
  contentType: string | undefined;
  /** Content-Length, when the client sent one: refused before reading when it cannot fit. */
  declaredLength: number | undefined;
  body: Readable;
};

/**
 * Stores one file in a space. Order: may the caller write here (row-level security's own helper,
 * as the caller), would it fit the quota, is its content a blocked kind (its first bytes), then
 * the bytes, then — under the organisation's lock, the quota checked again — the rows.
 */
export async function uploadFile(
  deps: FilesDeps,
  caller: Caller,
  input: UploadInput,
): Promise<FileRow> {
  const db = deps.ctx.database.db;
  const space = await asCaller(db, caller.auth, async (trx) => {
    const found = await findSpace(trx, input.spaceId);
    if (!found) throw fileErrors.spaceNotFound();
    if (!found.can_write) throw fileErrors.readOnly();
    if (input.parentId && !(await isLiveFolder(trx, input.spaceId, input.parentId))) {
      throw fileErrors.badFolder();
    }
    return found;
  });
  const usage = await usageOf(db, space.org_id);
  const left = usage.quota_bytes - usage.used_bytes;
  if (input.declaredLength !== undefined) {
    if (input.declaredLength > MAX_OBJECT_BYTES) throw fileErrors.tooLarge(MAX_OBJECT_BYTES);
    if (input.declaredLength > left) {
      throw fileErrors.quotaExceeded(input.declaredLength, left, usage.quota_bytes);
    }
  }

  const { stream, detected } = await inspectUpload(input.body, input.name);
  if (detected.kind && usage.blocked_kinds.includes(detected.kind)) {
    stream.resume();
    throw fileErrors.blocked(input.name, detected.kind as BlockableKind);
  }
  const mimeType =
    detected.previewType ?? essence(input.contentType ?? '') ?? 'application/octet-stream';
  const id = randomUUID();
  const maxBytes = Math.max(0, Math.min(MAX_OBJECT_BYTES, left));

  try {
    return await withNewVersion(
      deps.storage,
      { bucket: BUCKET, name: `${space.org_id}/${id}` },
      async (key) => {
        const stored = await deps.storage.driver.put(key, stream, { maxBytes });
        const row = await asActor(db, { userId: caller.userId }, async (trx) => {
          await lockOrgUsage(trx, space.org_id);
          const now = await usageOf(trx, space.org_id);
          if (now.used_bytes + stored.size > now.quota_bytes) {
            throw fileErrors.quotaExceeded(
              stored.size,
              now.quota_bytes - now.used_bytes,
              now.quota_bytes,
            );
          }
          const metadata: ObjectMetadata = {
            eTag: stored.eTag,
            size: stored.size,
            mimetype: mimeType,
            cacheControl: 'no-cache',
            lastModified: new Date().toISOString(),
            contentLength: stored.size,
            httpStatusCode: 200,
          };
          await writeObject(trx, {
            bucketId: BUCKET,
            name: key.name,
            owner: caller.userId,
            metadata,
            userMetadata: null,
            version: key.version,
            upsert: false,
          });
          const name = await freeName(trx, space.id, input.parentId, input.name);
          try {
            const { rows } = await sql<FileRow>`
            insert into public.files (id, org_id, space_id, parent_id, kind, name, object_name, size, mime_type, created_by)
            values (${id}::uuid, ${space.org_id}::uuid, ${space.id}::uuid, ${input.parentId}::uuid, 'file', ${name},
                    ${key.name}, ${stored.size}, ${mimeType}, ${caller.userId}::uuid)
            returning *`.execute(trx);
            return rows[0]!;
          } catch (error) {
            throw fromFileWriteError(error, name);
          }
        });
        return { result: row };
      },
    );
  } catch (error) {
    stream.resume();
    if (error instanceof BlobTooLargeError) {
      if (maxBytes < MAX_OBJECT_BYTES) {
        throw fileErrors.quotaExceeded(maxBytes + 1, left, usage.quota_bytes);
      }
      throw fileErrors.tooLarge(MAX_OBJECT_BYTES);
    }
    throw error;
  }
}
