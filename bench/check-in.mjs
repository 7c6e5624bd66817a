#!/usr/bin/env node
// Check-in API under load: 50 kiosks (one connection each, own device token) scanning cards for
// 2,000 people as fast as they can, against the built server. Reports throughput and latency, and
// checks afterwards that every accepted scan became exactly one scan row.
//
//   node check-in.mjs --pg <url>    a scratch database on that Postgres (the target the issue names)
//   node check-in.mjs               PGlite in memory
//   options: --duration <s> (default 10)  --kiosks <n> (default 50)
import { randomUUID } from 'node:crypto';
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

const pgUrl = option('pg', undefined);
const duration = Number(option('duration', '10'));
const kiosks = Number(option('kiosks', '50'));
const PEOPLE = 2000;

requireBuiltServer();
const scratch = pgUrl ? await scratchDatabase(pgUrl) : undefined;
if (pgUrl && !scratch) process.exit(0);
const server = await startServer(scratch?.url, { poolSize: 20 });
try {
  const { app } = server;
  const { pool } = app.ctx.database;
  const owner = await createUser(app, { userType: 'Company', fullName: 'Bench Owner' });
  const headers = {
    apikey: app.ctx.keys.anonKey,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
  };
  const org = await (
    await fetch(`${server.url}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Mills', kind: 'company' }),
    })
  ).json();
  await pool.query(
    `insert into public.memberships (org_id, full_name, role, status, card_number)
     select $1, 'Worker ' || n, 'employee', 'active', 'CARD-' || n from generate_series(1, ${PEOPLE}) n`,
    [org.id],
  );
  const tokens = [];
  for (let k = 0; k < kiosks; k++) {
    const created = await (
      await fetch(`${server.url}/api/organizations/${org.id}/devices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Gate ${k}`, methods: ['card'] }),
      })
    ).json();
    tokens.push(created.token);
  }
  const where = scratch ? `Postgres ${redact(pgUrl)} (scratch database)` : 'PGlite in memory';
  console.log(
    `\nCheck-in benchmark — ${where}; ${kiosks} kiosks, ${PEOPLE} people, ${duration} s, Node ${process.version}`,
  );

  let card = 0;
  let kiosk = 0;
  const result = await autocannon({
    url: `${server.url}/api/kiosk/check-ins`,
    method: 'POST',
    connections: kiosks,
    duration,
    requests: [
      {
        setupRequest(request) {
          card = (card % PEOPLE) + 1;
          kiosk = (kiosk + 1) % kiosks;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-device-token': tokens[kiosk] },
            body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: `CARD-${card}` }),
          };
        },
      },
    ],
  });
  const { rows } = await pool.query(
    'select count(*)::int as scans, count(distinct member_id)::int as people from public.attendance_scans',
  );
  console.log(
    `POST /api/kiosk/check-ins   ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${ms(result.latency.p50)}   p99 ${ms(result.latency.p99)}   (${result['2xx']} ok, ${result.non2xx + result.errors + result.timeouts} failed)`,
  );
  // Requests still in flight when the clock stops finish after autocannon stops counting them.
  console.log(
    `stored: ${rows[0].scans} scan rows for ${rows[0].people} people (${result['2xx']} answered in the window, up to ${kiosks} more in flight)`,
  );
} finally {
  await server.close();
  await scratch?.drop();
}
