#!/usr/bin/env node
// Data API overhead, measured in one run on one pool:
//   1. authenticated single-row GET /rest/v1/profiles?id=eq.<id> with autocannon (req/s, p50, p99)
//   2. the same SELECT straight through the server's own `pg` pool, same concurrency
//   3. their ratio, and sign-in latency (POST /auth/v1/token?grant_type=password)
//
//   node rest-profile.mjs                 embedded PGlite in memory
//   node rest-profile.mjs --pg <url>      a scratch database on that Postgres (dropped afterwards)
//   options: --duration <s> (default 10)  --connections <n> (default 10)
//
// Needs the built server (npm run build -w @ias/shared -w @ias/server). Prints figures only.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const SERVER_DIST = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));
const PROFILE_SQL = 'select * from public.profiles where id = $1';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const pgUrl = option('pg', undefined);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A scratch database on the given server, or undefined when that server cannot be reached. */
async function scratchDatabase(baseUrl) {
  const name = `ias_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`skipped: cannot reach Postgres at ${redact(baseUrl)} (${error.message})`);
    return undefined;
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

function redact(url) {
  const safe = new URL(url);
  if (safe.password) safe.password = '***';
  return safe.toString();
}

async function startServer(databaseUrl) {
  const { buildApp } = await import(pathToFileURL(path.join(SERVER_DIST, 'app.js')).href);
  const { loadConfig } = await import(pathToFileURL(path.join(SERVER_DIST, 'config/env.js')).href);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-bench-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(connections),
    RATE_LIMIT_SIGN_IN: '1000000/1m',
    RATE_LIMIT_SIGN_UP: '1000000/1m',
    EMAIL_CONFIRMATION: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { inMemoryDatabase: !databaseUrl, logger: false });
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
async function createUser(app) {
  const { pool } = app.ctx.database;
  const email = `bench-${Date.now()}@example.com`;
  const { rows } = await pool.query(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data) values ($1, now(), '{"full_name":"Bench User"}') returning id`,
    [email],
  );
  const id = rows[0].id;
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

async function measureApi(url, headers, options = {}) {
  const result = await autocannon({ url, headers, connections, duration, workers: 1, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The same query through the server's own pool: `connections` loops for `duration` seconds. */
async function measureRawPg(pool, id) {
  const latencies = [];
  const end = Date.now() + duration * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const start = process.hrtime.bigint();
      const { rows } = await pool.query(PROFILE_SQL, [id]);
      if (rows.length !== 1) throw new Error('raw query did not find the profile');
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50: at(0.5), p99: at(0.99) };
}

async function measureSignIn(url, apikey) {
  const email = `signin-${Date.now()}@example.com`;
  const password = 'Bench-password-1!';
  const headers = { apikey, 'content-type': 'application/json' };
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const probe = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signUp.ok || !probe.ok) {
    return { skipped: `auth module not ready (signup ${signUp.status}, token ${probe.status})` };
  }
  const result = await autocannon({
    url: `${url}/auth/v1/token?grant_type=password`,
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
    connections: Math.min(connections, 4),
    duration: Math.max(3, Math.round(duration / 2)),
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const ms = (value) => `${value.toFixed(2)} ms`;

async function main() {
  if (!existsSync(path.join(SERVER_DIST, 'app.js'))) {
    console.error(
      'The server is not built: run `npm run build -w @ias/shared -w @ias/server` first.',
    );
    process.exit(1);
  }
  const scratch = pgUrl ? await scratchDatabase(pgUrl) : undefined;
  if (pgUrl && !scratch) return;
  const server = await startServer(scratch?.url);
  try {
    const { app } = server;
    const where = scratch ? `Postgres ${redact(pgUrl)} (scratch database)` : 'PGlite in memory';
    console.log(
      `\nData API benchmark — ${where}; ${connections} connections, ${duration} s each, Node ${process.version}`,
    );
    const user = await createUser(app);
    const target = `${server.url}/rest/v1/profiles?id=eq.${user.id}`;
    const headers = { apikey: app.ctx.keys.anonKey, authorization: `Bearer ${user.token}` };
    const check = await fetch(target, { headers });
    const rows = await check.json();
    if (check.status !== 200 || rows.length !== 1)
      throw new Error(`GET ${target} → ${check.status}`);

    await measureApi(target, headers, { duration: 2 }); // warm-up
    const api = await measureApi(target, headers);
    const raw = await measureRawPg(app.ctx.database.pool, user.id);
    console.log(
      `GET /rest/v1/profiles?id=eq.<id>  ${api.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(api.p50)}   p99 ${ms(api.p99)}   (${api.ok} ok, ${api.failed} failed)`,
    );
    console.log(
      `raw pg, same SELECT, same pool    ${raw.rps.toFixed(0).padStart(7)} q/s     p50 ${ms(raw.p50)}   p99 ${ms(raw.p99)}`,
    );
    console.log(
      `ratio API / raw pg                ${(api.rps / raw.rps).toFixed(2)} × the raw query rate (${(raw.rps / api.rps).toFixed(1)}× overhead)`,
    );

    const signIn = await measureSignIn(server.url, app.ctx.keys.anonKey);
    if (signIn.skipped) console.log(`sign-in latency: skipped — ${signIn.skipped}`);
    else {
      console.log(
        `POST /auth/v1/token (password)    ${signIn.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(signIn.p50)}   p99 ${ms(signIn.p99)}   (${signIn.failed} failed)`,
      );
    }
  } finally {
    await server.close();
    await scratch?.drop();
  }
}

await main();
