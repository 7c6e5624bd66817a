#!/usr/bin/env node
// Live board latency: how long from a kiosk scan being sent until the check-in appears on an open
// live board, when the board is served by ANOTHER server instance on the same Postgres (the
// LISTEN/NOTIFY path a load-balanced deployment uses), next to a board on the SAME instance in
// the same run.
//
//   node live-board.mjs --pg <url>    two instances on a scratch database of that Postgres
//   options: --scans <n> (default 200)  --gap <ms> between scans (default 20)
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createUser,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  startServer,
} from './lib/server.mjs';

const pgUrl = option('pg', undefined);
const scans = Number(option('scans', '200'));
const gap = Number(option('gap', '20'));
if (!pgUrl) {
  console.error('live-board.mjs needs --pg <url>: several instances need a real Postgres.');
  process.exit(1);
}

requireBuiltServer();
const scratch = await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const env = { JWT_SECRET: randomBytes(32).toString('hex') };
const a = await startServer(scratch.url, { env });
const b = await startServer(scratch.url, { env });

/** Opens a live board stream and calls `onEntry(memberId, receivedAt)` for each check-in. */
async function openBoard(server, orgId, token, onEntry) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/organizations/${orgId}/live`, {
    headers: { apikey: server.app.ctx.keys.anonKey, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`live board answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.startsWith('event: attendance')) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
          onEntry(data.member_id, now);
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

const percentile = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (v) => `${v.toFixed(1)} ms`;

try {
  const owner = await createUser(a.app, { userType: 'Company', fullName: 'Bench Owner' });
  const headers = {
    apikey: a.app.ctx.keys.anonKey,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
  };
  const org = await (
    await fetch(`${a.url}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Mills', kind: 'company' }),
    })
  ).json();
  const { rows: people } = await a.app.ctx.database.pool.query(
    `insert into public.memberships (org_id, full_name, role, status, card_number)
     select $1, 'Worker ' || n, 'employee', 'active', 'LIVE-' || n from generate_series(1, ${scans}) n
     returning id, card_number`,
    [org.id],
  );
  const kiosk = await (
    await fetch(`${a.url}/api/organizations/${org.id}/devices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Gate', methods: ['card'] }),
    })
  ).json();

  const sentAt = new Map();
  const seen = { same: [], other: [] };
  const record = (where) => (memberId, at) => {
    const sent = sentAt.get(memberId);
    if (sent !== undefined) seen[where].push(at - sent);
  };
  const closeSame = await openBoard(a, org.id, owner.token, record('same'));
  const closeOther = await openBoard(b, org.id, owner.token, record('other'));
  await new Promise((resolve) => setTimeout(resolve, 300));

  console.log(
    `\nLive board benchmark — Postgres ${redact(pgUrl)} (scratch database); ${scans} scans on instance A, ${gap} ms apart; boards open on A and on B; Node ${process.version}`,
  );
  const answers = [];
  for (const person of people) {
    const started = performance.now();
    sentAt.set(person.id, started);
    const response = await fetch(`${a.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': kiosk.token },
      body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: person.card_number }),
    });
    await response.arrayBuffer();
    answers.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  closeSame();
  closeOther();

  console.log(
    `kiosk answer (instance A)       p50 ${fmt(percentile(answers, 50))}   p99 ${fmt(percentile(answers, 99))}`,
  );
  for (const [where, label] of [
    ['same', 'board on the same instance  '],
    ['other', 'board on another instance   '],
  ]) {
    const values = seen[where];
    console.log(
      `${label}   p50 ${fmt(percentile(values, 50))}   p95 ${fmt(percentile(values, 95))}   p99 ${fmt(percentile(values, 99))}   max ${fmt(Math.max(...values))}   (${values.length}/${scans} seen)`,
    );
  }
  console.log(
    `other ÷ same instance, p50: ${(percentile(seen.other, 50) / percentile(seen.same, 50)).toFixed(2)}`,
  );
} finally {
  await b.close();
  await a.close();
  await scratch.drop();
}
