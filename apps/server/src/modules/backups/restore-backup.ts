import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../../lib/data-dir-lock.js';
import { BackupError, PRODUCT_SCHEMAS, pgToolEnv, runPgTool } from './create-backup.js';
import {
  DATABASE_ENTRY,
  isSafeEntryPath,
  KEY_FILES,
  knownMigrations,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
} from './manifest.js';
import { readTar } from './tar.js';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  /** Restore into this PostgreSQL database; without it, into the embedded one under dataDir. */
  databaseUrl?: string;
  /** Replace what the target holds instead of refusing. */
  force?: boolean;
  migrationsDir?: string;
};

function entries(file: string) {
  return readTar(createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>);
}

/**
 * Reads the whole archive once: every entry's SHA-256 must match the manifest (written last),
 * so nothing is restored from a damaged or truncated archive.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const hashes = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  try {
    for await (const entry of entries(file)) {
      if (entry.name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        const parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) throw new RestoreRefusedError(`${file} is not a backup of this app.`);
        manifest = parsed.data;
        continue;
      }
      const hash = createHash('sha256');
      for await (const chunk of entry.body) hash.update(chunk);
      hashes.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(
      `${file} cannot be read as a backup archive: ${(error as Error).message}.`,
    );
  }
  if (!manifest)
    throw new RestoreRefusedError(
      `${file} has no manifest.json: it is incomplete or not a backup.`,
    );
  for (const entry of manifest.entries) {
    const found = hashes.get(entry.path);
    if (!found || found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new RestoreRefusedError(
        `${file} is damaged: ${entry.path} ${found ? 'does not match its checksum' : 'is missing'}.`,
      );
    if (!isSafeEntryPath(entry.path))
      throw new RestoreRefusedError(`${file} names an unsafe path: ${entry.path}.`);
  }
  return manifest;
}

/** Refuses an archive whose database has migrations this version does not know. */
export async function checkMigrationLevel(manifest: Manifest, dir?: string): Promise<void> {
  const known = new Set(await knownMigrations(dir));
  const unknown = manifest.migration.applied.filter((name) => !known.has(name));
  if (unknown.length) {
    const latest = [...known].sort().at(-1) ?? 'none';
    throw new RestoreRefusedError(
      `This backup comes from a newer version of the app: its database has migration ${unknown.at(-1)}, ` +
        `and this version knows migrations up to ${latest}. Update the app, then restore again.`,
    );
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** What the target holds that a restore would replace (empty when it may go ahead). */
async function occupied(options: RestoreOptions): Promise<string[]> {
  const found: string[] = [];
  if (!options.databaseUrl && !(await isEmptyDir(path.join(options.dataDir, 'pgdata'))))
    found.push(`an embedded database (${path.join(options.dataDir, 'pgdata')})`);
  if (!(await isEmptyDir(path.join(options.dataDir, 'storage'))))
    found.push(`stored files (${path.join(options.dataDir, 'storage')})`);
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select n.nspname as name from pg_namespace n
          where n.nspname = any($1)
            and (n.nspname <> 'public'
                 or exists (select 1 from pg_class c where c.relnamespace = n.oid)
                 or exists (select 1 from pg_proc p where p.pronamespace = n.oid))`,
        [PRODUCT_SCHEMAS],
      );
      if (rows.length)
        found.push(
          `tables in the PostgreSQL database (schemas ${PRODUCT_SCHEMAS.filter((name) => rows.some((row) => row.name === name)).join(', ')})`,
        );
    } finally {
      await client.end();
    }
  }
  return found;
}

/** The roles the product's grants and policies name (as migration 0001 makes them). */
const ENSURE_ROLES = `
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin', r);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
  if not (select rolsuper from pg_roles where rolname = current_user)
     and not (pg_has_role(current_user, 'anon', 'member')
              and pg_has_role(current_user, 'authenticated', 'member')
              and pg_has_role(current_user, 'service_role', 'member')) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$`;

async function restorePostgres(options: RestoreOptions, dumpFile: string, force: boolean) {
  const databaseUrl = options.databaseUrl!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(ENSURE_ROLES);
    if (force) {
      for (const schema of PRODUCT_SCHEMAS)
        await client.query(`drop schema if exists "${schema}" cascade`);
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
  const { url, env } = pgToolEnv(databaseUrl);
  // The target's own `public` schema stays: the dump's CREATE SCHEMA public would fail on it.
  const list = (await runPgTool('pg_restore', ['--list', dumpFile], env))
    .split('\n')
    .filter((line) => !/ (SCHEMA|COMMENT) - (SCHEMA )?public /.test(line))
    .join('\n');
  const listFile = `${dumpFile}.list`;
  await writeFile(listFile, list);
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--use-list=${listFile}`,
      `--dbname=${url}`,
      dumpFile,
    ],
    env,
  );
}

export type RestoreResult = { manifest: Manifest; files: number };

/**
 * Restores an archive into an empty data directory (and, for PostgreSQL, an empty database):
 * the archive is verified first, a newer migration level or a non-empty target is refused
 * (unless `force`), and the embedded data directory stays locked so no server starts meanwhile.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readManifest(options.archive);
  await checkMigrationLevel(manifest, options.migrationsDir);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target)
    throw new RestoreRefusedError(
      manifest.database.kind === 'pglite'
        ? 'This backup is of the embedded database: restore it without DATABASE_URL.'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
    );
  const release = await lockDataDir(options.dataDir);
  const work = mkdtempSync(path.join(tmpdir(), 'ias-restore-'));
  try {
    const inUse = await occupied(options);
    if (inUse.length && !options.force)
      throw new RestoreRefusedError(
        `The target is not empty: it holds ${inUse.join(' and ')}. Restore into an empty data directory ` +
          '(and database), or add --force to replace what is there.',
      );
    const pgdata = path.join(options.dataDir, 'pgdata');
    const storage = path.join(options.dataDir, 'storage');
    if (options.force) {
      await rm(storage, { recursive: true, force: true });
      if (target === 'pglite') await rm(pgdata, { recursive: true, force: true });
    }
    const expected = new Map(manifest.entries.map((entry) => [entry.path, entry]));
    const databaseFile = path.join(work, 'database');
    let files = 0;
    for await (const entry of entries(options.archive)) {
      const known = expected.get(entry.name);
      if (!known) continue;
      let destination: string;
      if (entry.name === DATABASE_ENTRY[manifest.database.kind]) destination = databaseFile;
      else if (entry.name.startsWith('storage/'))
        destination = path.join(storage, ...entry.name.slice('storage/'.length).split('/'));
      else if (KEY_FILES.some((key) => entry.name === `keys/${key}`))
        destination = path.join(options.dataDir, entry.name.slice('keys/'.length));
      else continue;
      await mkdir(path.dirname(destination), { recursive: true });
      const partial = `${destination}.restoring`;
      const hash = createHash('sha256');
      await pipeline(
        (async function* () {
          for await (const chunk of entry.body) {
            hash.update(chunk);
            yield chunk;
          }
        })(),
        createWriteStream(partial, { mode: 0o600 }),
      );
      if (hash.digest('hex') !== known.sha256)
        throw new BackupError(`${entry.name} changed while it was restored; try again.`);
      await rename(partial, destination);
      if (entry.name.startsWith('storage/')) files++;
    }
    if (target === 'pglite') {
      const image = await openAsBlob(databaseFile);
      const pglite = await PGlite.create(pgdata, { loadDataDir: image });
      try {
        const { rows } = await pglite.query<{ n: number }>(
          'select count(*)::int as n from private.schema_migrations',
        );
        if (rows[0]?.n !== manifest.migration.applied.length)
          throw new BackupError('The restored database does not hold the migrations it should.');
      } finally {
        await pglite.close();
      }
    } else {
      await restorePostgres(options, databaseFile, Boolean(options.force));
    }
    return { manifest, files };
  } finally {
    rmSync(work, { recursive: true, force: true });
    await release();
  }
}
