// Shared by the benchmarks: start the built server on PGlite in memory or on a scratch database
// of a real Postgres, and find free ports.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SERVER_DIST = fileURLToPath(new URL('../../apps/server/dist/', import.meta.url));

export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

export function requireBuiltServer() {
  if (!existsSync(path.join(SERVER_DIST, 'app.js'))) {
    console.error(
      'The server is not built: run `npm run build -w @ias/shared -w @ias/server` first.',
    );
    process.exit(1);
  }
}

/** A module of the built server, e.g. serverModule('modules/faces/face-index.js'). */
export function serverModule(relative) {
  return import(pathToFileURL(path.join(SERVER_DIST, relative)).href);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function redact(url) {
  const safe = new URL(url);
  if (safe.password) safe.password = '***';
  return safe.toString();
}

/** A scratch database on the given server, or undefined when that server cannot be reached. */
export async function scratchDatabase(baseUrl) {
  const { createScratchDatabase } = await serverModule('lib/scratch-database.js');
  try {
    return await createScratchDatabase(baseUrl, 'ias_bench');
  } catch (error) {
    console.log(`skipped: cannot reach Postgres at ${redact(baseUrl)} (${error.message})`);
    return undefined;
  }
}

const MIGRATIONS = fileURLToPath(new URL('../../apps/server/migrations/', import.meta.url));

/**
 * Applies the migrations numbered up to `until` ('9999': all) as lib/migrate.ts does, each file
 * in its own transaction, in order, so one bench measures the schema before and after a change.
 * Returns the files applied.
 */
export async function applyMigrations(client, until = '9999') {
  const files = readdirSync(MIGRATIONS)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f) && f.slice(0, 4) <= until)
    .sort();
  for (const file of files) {
    await client.query('begin');
    await client.query(readFileSync(path.join(MIGRATIONS, file), 'utf8'));
    await client.query('commit');
  }
  return files;
}

/** The real server (built), listening on a free port, with generous rate limits. */
export async function startServer(databaseUrl, { poolSize = 10, env = {} } = {}) {
  const { buildApp } = await serverModule('app.js');
  const { loadConfig } = await serverModule('config/env.js');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-bench-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(poolSize),
    RATE_LIMIT_SIGN_IN: '1000000/1m',
    RATE_LIMIT_SIGN_UP: '1000000/1m',
    EMAIL_CONFIRMATION: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    inMemoryDatabase: !databaseUrl,
    logger: false,
    backgroundJobs: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in user made directly in the database, as the tests' harness does. */
export async function createUser(app, { userType, fullName = 'Bench User' } = {}) {
  const { pool } = app.ctx.database;
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { rows } = await pool.query(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), $2) returning id`,
    [email, JSON.stringify({ full_name: fullName })],
  );
  const id = rows[0].id;
  if (userType)
    await pool.query('update public.profiles set user_type = $2 where id = $1', [id, userType]);
  const session = await pool.query('insert into auth.sessions (user_id) values ($1) returning id', [
    id,
  ]);
  const token = await app.ctx.keys.sign(
    {
      role: 'authenticated',
      sub: id,
      email,
      aal: 'aal1',
      session_id: session.rows[0].id,
      aud: 'authenticated',
    },
    3600,
  );
  return { id, token };
}

export const ms = (value) => `${value.toFixed(2)} ms`;

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
