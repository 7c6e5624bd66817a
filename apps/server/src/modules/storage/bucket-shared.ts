import type { Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { Actor } from './caller.js';
import { MAX_OBJECT_BYTES } from './deps.js';
import { storageErrors } from './errors.js';
import { isMimePattern } from './mime.js';
import { type BucketRow, type BucketSettings, isAdmin } from './repository.js';

/** Creating, changing, emptying and deleting buckets is for the service role and Admins. */
export async function requireBucketManager(trx: Transaction<DB>, actor: Actor): Promise<void> {
  if (actor.role === 'service_role') return;
  if (actor.role === 'authenticated' && (await isAdmin(trx))) return;
  throw storageErrors.accessDenied('Only an Admin can create, change or delete buckets');
}

/** Checks limits a bucket may be given: within the server's object limit, valid mime patterns. */
export function checkedSettings(settings: BucketSettings): BucketSettings {
  const limit = settings.file_size_limit;
  if (typeof limit === 'number' && limit > MAX_OBJECT_BYTES) {
    throw storageErrors.invalidRequest(
      `file_size_limit may be at most ${MAX_OBJECT_BYTES} bytes (${MAX_OBJECT_BYTES / 1024 / 1024} MB)`,
    );
  }
  const types = settings.allowed_mime_types;
  if (types) {
    const invalid = types.find((type) => !isMimePattern(type));
    if (invalid !== undefined) {
      throw storageErrors.invalidRequest(
        `Invalid mime type in allowed_mime_types: ${invalid.slice(0, 100)}`,
      );
    }
  }
  return {
    ...settings,
    ...(types !== undefined
      ? { allowed_mime_types: types?.length ? types.map((t) => t.toLowerCase()) : null }
      : {}),
  };
}

/** A bucket as Supabase Storage returns it. */
export function bucketResponse(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
