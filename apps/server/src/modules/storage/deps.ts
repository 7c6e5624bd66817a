import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../lib/db-types.js';
import type { Keys } from '../../lib/jwt.js';
import type { StorageDriver } from './driver.js';

/** What storage operations use, built once when the routes are registered. */
export type StorageDeps = {
  db: Kysely<DB>;
  keys: Keys;
  driver: StorageDriver;
  log: FastifyBaseLogger;
};

/** The most any bucket accepts per object (Supabase's default global limit). */
export const MAX_OBJECT_BYTES = 50 * 1024 * 1024;

export function objectLimitOf(bucket: { file_size_limit: string | null }): number {
  const limit = bucket.file_size_limit === null ? MAX_OBJECT_BYTES : Number(bucket.file_size_limit);
  return Math.min(limit, MAX_OBJECT_BYTES);
}
