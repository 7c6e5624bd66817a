import type { Actor } from './caller.js';
import type { StorageDeps } from './deps.js';
import { findReadableObject } from './download-object.js';
import { metadataOf } from './repository.js';

/** GET /object/info/<bucket>/<path>: Supabase's FileObjectV2 (storage-js `info` camelizes it). */
export async function objectInfo(deps: StorageDeps, actor: Actor, bucketId: string, name: string) {
  const row = await findReadableObject(deps, actor, bucketId, name);
  const meta = metadataOf(row);
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: meta.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
  };
}
