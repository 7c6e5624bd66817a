import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR } from '../lib/migrate.js';

/**
 * Starting PGlite and applying every migration takes seconds per test server; a migrated dump,
 * made once per set of migrations, loads in a fraction of that. The file name carries a hash of
 * the migrations, so a changed migration never meets a stale template.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return path.join(tmpdir(), `ias-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const pglite = await PGlite.create('memory://');
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await migrate(db);
  await pool.end();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

export function loadTemplate(): Blob | undefined {
  const file = templatePath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
