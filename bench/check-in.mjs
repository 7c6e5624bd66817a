#!/usr/bin/env node
// Check-in API under load: 50 kiosks (one connection each, own device token) scanning the ID cards
// of 10,000 people, against the built server, beside the raw database doing the same writes in
// the same run. Three measures (issue 11, item 4):
//
//   closed   every kiosk scans back to back (the next scan as soon as the last is answered):
//            the rate the server sustains, with p50/p99;
//   open     every kiosk scans once a second, the 50 spread over the second (50 scans/s, a school
//            gate's morning many times over): p50/p99 at a fixed offered load;
//   reports  the same open load while yearly reports (JSON, 10,000 people × a year of records)
//            run back to back, to show reports do not starve capture.
//
// On Postgres the server runs as its own process(es), `node apps/server/dist/server.js`, once with
// each WEB_CONCURRENCY of --processes (the load generator is this process). Between runs today's
// records and scans are removed, so each run checks the same people in. After every phase the
// scan rows are counted: every accepted scan must have become exactly one row.
//
//   node check-in.mjs --pg <url>    a scratch database on that Postgres (the target the issue names)
//   node check-in.mjs               PGlite in memory (the server in this process; one process)
//   options: --duration <s> (10)  --kiosks <n> (50)  --people <n> (10000)  --processes 1,2
//            --history-days <n> (365; 0 leaves out the reports phase)  --pool <n> (per process, 20)
//            --before <dist>  also run another build of apps/server (an older commit's, built in a
//            worktree) on the same database in the same run, for before/after figures
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { downloadRepeatedly } from './lib/downloader.mjs';
import {
  createUser,
  freePort,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  SERVER_DIST,
  startServer,
} from './lib/server.mjs';

const pgUrl = option('pg', undefined);
const duration = Number(option('duration', '10'));
const kiosks = Number(option('kiosks', '50'));
const PEOPLE = Number(option('people', '10000'));
const historyDays = Number(option('history-days', '365'));
const poolSize = Number(option('pool', '20'));
const beforeDist = option('before', undefined);
const builds = beforeDist
  ? [
      ['before', beforeDist],
      ['after', SERVER_DIST],
    ]
  : [['', SERVER_DIST]];
const processCounts = pgUrl ? option('processes', '1,2').split(',').map(Number) : [1];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const isoDay = (date) => date.toISOString().slice(0, 10);
const f1 = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

requireBuiltServer();
const scratch = pgUrl ? await scratchDatabase(pgUrl) : undefined;
if (pgUrl && !scratch) process.exit(0);
const jwtSecret = randomBytes(32).toString('hex');
// Sets up the organisation (and, on PGlite, serves the whole run).
const setup = await startServer(scratch?.url, { poolSize, env: { JWT_SECRET: jwtSecret } });
const raw = scratch ? new pg.Pool({ connectionString: scratch.url, max: poolSize }) : undefined;
/** The raw database: a pool of its own on Postgres, the one embedded connection on PGlite. */
const rawPool = () => raw ?? setup.app.ctx.database.pool;
const rawQuery = (text, values) => rawPool().query(text, values);
/** One transaction on one connection, with the per-row triggers off where `quiet`. */
async function rawTransaction(fn, quiet = false) {
  const client = await rawPool().connect();
  try {
    await client.query('begin');
    if (quiet) await client.query('set local session_replication_role = replica');
    const result = await fn((text, values) => client.query(text, values));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
let setupOpen = true;
const children = [];

try {
  const { app } = setup;
  const owner = await createUser(app, { userType: 'Company', fullName: 'Bench Owner' });
  const headers = {
    apikey: app.ctx.keys.anonKey,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
  };
  const org = await (
    await fetch(`${setup.url}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Mills', kind: 'company' }),
    })
  ).json();
  const today = new Date();
  const first = new Date(today.getTime() - historyDays * 86_400_000);
  await rawQuery(
    `insert into public.memberships (org_id, full_name, role, status, card_number, created_at)
     select $1, 'Worker ' || n, 'employee', 'active', 'CARD-' || n, $3::date - 1
       from generate_series(1, $2) n`,
    [org.id, PEOPLE, isoDay(first)],
  );
  const tokens = [];
  const deviceIds = [];
  for (let k = 0; k < kiosks; k++) {
    const created = await (
      await fetch(`${setup.url}/api/organizations/${org.id}/devices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Gate ${k}`, methods: ['card'] }),
      })
    ).json();
    tokens.push(created.token);
    deviceIds.push(created.device.id);
  }
  const seeded = performance.now();
  if (historyDays > 0) {
    // A year of working days (Monday to Saturday) before today, day after day, as reports.mjs
    // seeds it: the per-row triggers (audit, live board) are left out; the rollup follows.
    await rawTransaction(
      (q) =>
        q(
          `insert into public.attendance_records (org_id, member_id, date, check_in_at, check_out_at, status, method)
       select $1, m.id, d::date, d::date + time '03:25' + (random() * interval '30 minutes'),
              d::date + time '12:30' + (random() * interval '60 minutes'),
              (array['present', 'present', 'present', 'present', 'late', 'absent', 'on_leave'])[1 + (random() * 6)::int],
              'card'
         from public.memberships m,
              generate_series($2::date, $3::date - 1, interval '1 day') d
        where m.org_id = $1 and extract(isodow from d) < 7
        order by d, m.id`,
          [org.id, isoDay(first), isoDay(today)],
        ),
      true,
    );
    await rawQuery('analyze');
  }
  const { rows: size } = await rawQuery(
    'select count(*)::int as records from public.attendance_records',
  );
  const where = scratch ? `Postgres ${redact(pgUrl)} (scratch database)` : 'PGlite in memory';
  console.log(
    `\nCheck-in benchmark — ${where}; ${beforeDist ? `before: ${beforeDist}; ` : ''}${kiosks} kiosks, ${PEOPLE} people, ${size[0].records} records of ${historyDays} days (seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s), ${duration} s a phase, pool ${poolSize} a process, Node ${process.version}\n`,
  );

  const to = isoDay(new Date(today.getTime() - 86_400_000));
  const yearFrom = isoDay(
    new Date(today.getTime() - (Math.min(historyDays, 366) - 1) * 86_400_000),
  );
  let card = 0;
  const nextCard = () => {
    card = (card % PEOPLE) + 1;
    return `CARD-${card}`;
  };

  /** Forgets today's scans and records (and the day's count), so each run checks everyone in. */
  async function resetToday() {
    await rawTransaction(async (q) => {
      await q('delete from public.attendance_scans where org_id = $1', [org.id]);
      await q('delete from public.attendance_records where org_id = $1 and date >= $2', [
        org.id,
        isoDay(today),
      ]);
    }, true);
    card = 0;
  }
  const scanRows = async () =>
    (
      await rawQuery('select count(*)::int as n from public.attendance_scans where org_id = $1', [
        org.id,
      ])
    ).rows[0].n;

  const lines = [];
  const row = (what, m, stored) =>
    lines.push(
      `| ${what} | ${m.rps === undefined ? '—' : m.rps.toFixed(0)} | ${f1(m.p50)} | ${f1(m.p99)} | ${stored} |`,
    );

  // The raw database doing the same writes: per scan the card's member, then one transaction
  // that locks the person's day, reads it and inserts it (or notes a repeat), and inserts the scan.
  async function rawScan(device) {
    const { rows } = await rawQuery(
      'select id from public.memberships where org_id = $1 and card_number = $2',
      [org.id, nextCard()],
    );
    const memberId = rows[0].id;
    await rawTransaction(async (q) => {
      await q('select pg_advisory_xact_lock(hashtextextended($1, 0))', [memberId]);
      const existing = await q(
        `select id from public.attendance_records
          where member_id = $1 and date = current_date and class_session_id is null for update`,
        [memberId],
      );
      const recordId =
        existing.rows[0]?.id ??
        (
          await q(
            `insert into public.attendance_records (org_id, member_id, date, check_in_at, status, method, device_id)
             values ($1, $2, current_date, now(), 'present', 'card', $3) returning id`,
            [org.id, memberId, device],
          )
        ).rows[0].id;
      await q(
        `insert into public.attendance_scans (org_id, client_id, member_id, record_id, scanned_at, method, outcome, device_id)
         values ($1, $2, $3, $4, now(), 'card', $5, $6)`,
        [
          org.id,
          randomUUID(),
          memberId,
          recordId,
          existing.rows[0] ? 'repeat' : 'checked_in',
          device,
        ],
      );
    });
  }
  /** `kiosks` loops back to back, or each once a second (latency from its planned start). */
  async function rawRun(open) {
    const latencies = [];
    const started = performance.now();
    const end = started + duration * 1000;
    await Promise.all(
      Array.from({ length: kiosks }, async (_, k) => {
        for (let n = 0; ; n++) {
          const planned = open ? started + (k / kiosks + n) * 1000 : performance.now();
          if (planned >= end) return;
          if (open) await sleep(planned - performance.now());
          await rawScan(deviceIds[k]);
          latencies.push(performance.now() - planned);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / ((performance.now() - started) / 1000),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  }

  await resetToday();
  row('raw database, back to back', await rawRun(false), '—');
  row('raw database, 1 scan/s a kiosk', await rawRun(true), '—');

  /** Through HTTP, every kiosk (its own token) back to back for `duration` (autocannon). */
  async function backToBack(url) {
    const before = await scanRows();
    let kiosk = 0;
    const result = await autocannon({
      url: `${url}/api/kiosk/check-ins`,
      method: 'POST',
      connections: kiosks,
      duration,
      requests: [
        {
          setupRequest(request) {
            kiosk = (kiosk + 1) % kiosks;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-device-token': tokens[kiosk] },
              body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: nextCard() }),
            };
          },
        },
      ],
    });
    await sleep(1000); // the last scans in flight finish
    const stored = (await scanRows()) - before;
    const ok = result['2xx'];
    const failed = result.non2xx + result.errors + result.timeouts;
    // Scans still in flight when the clock stops finish uncounted.
    const exact = stored >= ok && stored <= ok + kiosks;
    if (!exact || failed) process.exitCode = 1;
    return {
      m: { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 },
      stored: `${stored} rows for ${ok} ok (+ ≤ ${kiosks} in flight)${failed ? `, ${failed} FAILED` : ''}${exact ? '' : ' — MISMATCH'}`,
    };
  }

  /**
   * Through HTTP, every kiosk scanning once a second for `duration` s, the kiosks spread over the
   * second as at real gates (autocannon's connectionRate fires all 50 at the same instant, a burst
   * a second). Latency counts from the planned start, so a late answer delays nothing unseen.
   */
  async function oneScanASecond(url) {
    const before = await scanRows();
    const latencies = [];
    let ok = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: kiosks }, async (_, k) => {
        for (let n = 0; n < duration; n++) {
          const planned = started + (k / kiosks + n) * 1000;
          await sleep(planned - performance.now());
          const response = await fetch(`${url}/api/kiosk/check-ins`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-token': tokens[k] },
            body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: nextCard() }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - planned);
          if (response.ok) ok++;
          else failed++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const stored = (await scanRows()) - before;
    const exact = stored === ok;
    if (!exact || failed) process.exitCode = 1;
    return {
      m: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
      stored: `${stored} rows for ${ok} ok${failed ? `, ${failed} FAILED` : ''}${exact ? '' : ' — MISMATCH'}`,
    };
  }

  async function measure(url, label) {
    // Warm-up (connections, prepared statements, the JIT), not counted.
    await autocannon({
      url: `${url}/api/kiosk/check-ins`,
      method: 'POST',
      connections: kiosks,
      duration: 2,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-device-token': tokens[0] },
            body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: nextCard() }),
          }),
        },
      ],
    });
    await sleep(500);
    await resetToday();
    const closed = await backToBack(url);
    row(`${label}, back to back`, closed.m, closed.stored);
    const open = await oneScanASecond(url);
    row(`${label}, 1 scan/s a kiosk`, open.m, open.stored);
    if (historyDays > 0) {
      // Downloaded by a thread of their own (lib/downloader.mjs), as another computer would.
      const downloader = downloadRepeatedly(
        `${url}/api/organizations/${org.id}/reports/attendance?from=${yearFrom}&to=${to}&layout=summary&format=json`,
        headers,
      );
      await sleep(500); // the first report is under way
      const busy = await oneScanASecond(url);
      await downloader.stop();
      const times = downloader.times.sort((a, b) => a - b);
      row(
        `${label}, 1 scan/s a kiosk, yearly reports running (${times.length}, median ${(percentile(times, 0.5) / 1000).toFixed(2)} s)`,
        busy.m,
        busy.stored,
      );
    }
  }

  if (!scratch) {
    await measure(setup.url, 'server (PGlite, this process)');
  } else {
    await setup.close();
    setupOpen = false;
    for (const processes of processCounts)
      for (const [build, serverDist] of builds) {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-bench-'));
        const child = spawn(process.execPath, [path.join(serverDist, 'server.js')], {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            SITE_URL: `http://127.0.0.1:${port}`,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'silent',
            DATABASE_URL: scratch.url,
            DATABASE_POOL_SIZE: String(poolSize),
            WEB_CONCURRENCY: String(processes),
            JWT_SECRET: jwtSecret,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        children.push(child);
        const url = `http://127.0.0.1:${port}`;
        for (let waited = 0; ; waited += 250) {
          if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
          if (waited > 60_000) throw new Error('the server did not start within 60 s');
          // Every process listens on the shared port once the primary has announced the URL.
          const ok = await fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          await sleep(250);
        }
        await sleep(processes > 1 ? 3000 : 500); // the other workers finish starting
        await measure(
          url,
          `${build ? `${build}: ` : ''}server, ${processes} process${processes > 1 ? 'es' : ''}`,
        );
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
        rmSync(dataDir, { recursive: true, force: true });
      }
  }

  console.log('| kiosks’ scans | scans/s | p50 | p99 | stored |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const line of lines) console.log(line);
  const { rows: check } = await rawQuery(
    `select count(*)::int as scans, count(distinct client_id)::int as distinct_ids,
            (select count(*)::int from (select 1 from public.attendance_records where org_id = $1
               group by member_id, date, class_session_id having count(*) > 1) d) as doubled_days
       from public.attendance_scans where org_id = $1`,
    [org.id],
  );
  console.log(
    `\nlast run: ${check[0].scans} scan rows, ${check[0].distinct_ids} distinct client ids, ${check[0].doubled_days} days with two records`,
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await raw?.end();
  if (setupOpen) await setup.close();
  await scratch?.drop();
}
