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
import autocannon from 'autocannon';
import {
  createUser,
  ms,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  startServer,
} from './lib/server.mjs';

const PROFILE_SQL = 'select * from public.profiles where id = $1';

const pgUrl = option('pg', undefined);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));

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

async function main() {
  requireBuiltServer();
  const scratch = pgUrl ? await scratchDatabase(pgUrl) : undefined;
  if (pgUrl && !scratch) return;
  const server = await startServer(scratch?.url, { poolSize: connections });
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
