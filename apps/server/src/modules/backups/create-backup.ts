import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { DatabaseKind } from '../../lib/db.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_ENTRY,
  KEY_FILES,
  MANIFEST_NAME,
  type Manifest,
  type ManifestEntry,
} from './manifest.js';
import { TarWriter } from './tar.js';

/** The schemas the migrations create; a PostgreSQL backup holds these (those that exist). */
export const PRODUCT_SCHEMAS = ['public', 'auth', 'storage', 'realtime', 'private'];

/** Runs SQL on the connection a snapshot holds. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Runs `fn` while holding the embedded database's only connection, so no transaction is
 * half-way while its data directory is read.
 */
export type HoldConnection = <T>(fn: (run: RunSql) => Promise<T>) => Promise<T>;

export type BackupSource =
  | {
      kind: 'pglite';
      dataDir: string;
      hold: HoldConnection;
      dumpDataDir: () => Promise<Blob>;
    }
  | { kind: 'postgres'; dataDir: string; databaseUrl: string };

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Holds a pg.Pool connection (the embedded database's pool has exactly one). */
export function holdPool(pool: pg.Pool): HoldConnection {
  return async (fn) => {
    const client = await pool.connect();
    try {
      return await fn(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
    } finally {
      client.release();
    }
  };
}

/** Every file under `root` (relative, '/'-separated), skipping the storage driver's `.tmp`. */
async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (!prefix && entry.name === '.tmp') continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await walk(root, '');
  return found.sort();
}

class ArchiveBuilder {
  readonly entries: ManifestEntry[] = [];
  private readonly tar: TarWriter;

  constructor(out: Writable) {
    this.tar = new TarWriter(out);
  }

  /** Adds a file from disk; false if it was deleted before it could be opened. */
  async addFile(name: string, file: string): Promise<boolean> {
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      // Stored versions are never changed in place: once open, the bytes are the file's.
      const { size, mtime } = await handle.stat();
      const hash = createHash('sha256');
      const body = handle.createReadStream({ autoClose: false });
      const hashed = body.pipe(
        new PassThrough({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            callback(null, chunk);
          },
        }),
      );
      await this.tar.add(name, size, hashed, mtime);
      this.entries.push({ path: name, size, sha256: hash.digest('hex') });
      return true;
    } finally {
      await handle.close();
    }
  }

  async addBuffer(name: string, bytes: Buffer, record = true): Promise<void> {
    await this.tar.add(name, bytes.length, bytes);
    if (record)
      this.entries.push({
        path: name,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
  }

  finish(): Promise<void> {
    return this.tar.finish();
  }
}

/** pg_dump's connection settings from a URL: the password goes by environment, not argv. */
export function pgToolEnv(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    // eslint-disable-next-line no-restricted-syntax -- handed on whole to the child tool (PATH, PGSSLMODE …), not read
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client tool, failing with its own words (and a hint when it is missing). */
export function runPgTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found. Install the PostgreSQL client tools (the same major version as the server, or newer) and try again.`
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

async function appliedMigrations(run: RunSql): Promise<string[]> {
  const rows = await run(
    "select name from private.schema_migrations where to_regclass('private.schema_migrations') is not null order by name",
  );
  return rows.map((row) => String(row.name));
}

/**
 * Writes one backup archive (tar.gz) to `out`: the database, the stored files
 * (`DATA_DIR/storage`), the data directory's keys, and `manifest.json` last, which names every
 * entry with its size and SHA-256.
 *
 * Files are read in two passes around the database snapshot. A stored object's bytes are
 * written before the row that names them commits, and removed only after the row's deletion
 * commits; so every file the snapshot names was on disk when the snapshot was taken, and is
 * either copied by the first pass or (uploaded later) by the second. On the embedded database
 * the second pass runs while its only connection is still held, so no deletion can commit in
 * between; on PostgreSQL a file uploaded after the first pass and deleted again right after
 * pg_dump's snapshot, before the second pass reaches it, would be missed (an unlikely race).
 */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  appVersion: string,
  now = new Date(),
): Promise<Manifest> {
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, out);
  // Awaited below; a reader that goes away early must not become an unhandled rejection.
  done.catch(() => undefined);
  const archive = new ArchiveBuilder(gzip);
  const storageDir = path.join(source.dataDir, 'storage');
  let applied: string[] = [];
  let schemas: string[] = [];
  let fileCount = 0;
  let fileBytes = 0;
  const seen = new Set<string>();
  const copyFiles = async () => {
    for (const relative of await listFiles(storageDir)) {
      if (seen.has(relative)) continue;
      seen.add(relative);
      if (await archive.addFile(`storage/${relative}`, path.join(storageDir, relative))) {
        fileCount++;
        fileBytes += archive.entries.at(-1)!.size;
      }
    }
  };
  try {
    await copyFiles();
    if (source.kind === 'pglite') {
      const image = await source.hold(async (run) => {
        // Writes every changed page to the data files: the image needs no recovery to open.
        await run('checkpoint');
        applied = await appliedMigrations(run);
        const dump = await source.dumpDataDir();
        await copyFiles();
        return dump;
      });
      schemas = PRODUCT_SCHEMAS;
      await archive.addBuffer(DATABASE_ENTRY.pglite, Buffer.from(await image.arrayBuffer()));
    } else {
      const client = new pg.Client({ connectionString: source.databaseUrl });
      await client.connect();
      try {
        applied = await appliedMigrations(async (text) => (await client.query(text)).rows);
        const { rows } = await client.query<{ name: string }>(
          'select nspname as name from pg_namespace where nspname = any($1)',
          [PRODUCT_SCHEMAS],
        );
        schemas = PRODUCT_SCHEMAS.filter((name) => rows.some((row) => row.name === name));
      } finally {
        await client.end();
      }
      const work = mkdtempSync(path.join(tmpdir(), 'ias-backup-'));
      try {
        const dumpFile = path.join(work, 'postgres.dump');
        const { url, env } = pgToolEnv(source.databaseUrl);
        // One transaction snapshot for the whole dump (pg_dump's own guarantee).
        await runPgTool(
          'pg_dump',
          [
            '--format=custom',
            '--compress=0',
            `--file=${dumpFile}`,
            ...schemas.map((schema) => `--schema=${schema}`),
            `--dbname=${url}`,
          ],
          env,
        );
        await copyFiles();
        await archive.addFile(DATABASE_ENTRY.postgres, dumpFile);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }
    for (const key of KEY_FILES) {
      const file = path.join(source.dataDir, key);
      if ((await stat(file).catch(() => undefined))?.isFile())
        await archive.addFile(`keys/${key}`, file);
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: now.toISOString(),
      app_version: appVersion,
      database: { kind: source.kind as DatabaseKind, schemas },
      migration: { level: applied.at(-1) ?? null, applied },
      file_count: fileCount,
      file_bytes: fileBytes,
      entries: archive.entries,
    };
    await archive.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)), false);
    await archive.finish();
    gzip.end();
    await done;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}
