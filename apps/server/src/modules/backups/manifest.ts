import { readdir } from 'node:fs/promises';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../lib/migrate.js';

export const ARCHIVE_FORMAT = 'ias-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** The archive's paths for the database image: PGlite's data directory, or pg_dump's file. */
export const DATABASE_ENTRY = { pglite: 'database/pgdata.tar', postgres: 'database/postgres.dump' };
/** The secrets kept in the data directory (tokens and push subscriptions stay valid). */
export const KEY_FILES = ['jwt-secret', 'vapid-keys.json'] as const;

const entrySchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  created_at: z.string(),
  app_version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    schemas: z.array(z.string()),
  }),
  migration: z.object({
    level: z.string().nullable(),
    applied: z.array(z.string()),
  }),
  file_count: z.number().int().min(0),
  file_bytes: z.number().int().min(0),
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

/** The migrations this version of the server knows, by name (`0001_roles_and_auth` …). */
export async function knownMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir))
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();
}

/** Safe relative paths only: no absolute paths, no `..`, no empty segments. */
export function isSafeEntryPath(name: string): boolean {
  if (name.startsWith('/') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
