#!/usr/bin/env node
// Attendance reports at company scale: 10,000 employees with a year of working days of records
// (about 2.6 million rows) on a scratch database of a real Postgres, against the built server.
// Each report is timed through the HTTP API as the owner, beside the raw database doing the
// aggregation the report needs (one statement as the table owner) in the same run. The yearly
// day-by-day CSV also reports the server's peak memory growth while it streams. Last, card
// check-ins run back to back while yearly reports run, to show reports do not starve capture.
//
// The yearly summary's figures are also timed in the server's own code, before (one pass over the
// records, `statusTotalsFromRecords`) and after (whole months from the rollup of migration 0076,
// `statusTotals`), over the last 365 days and over the last twelve whole months, and after once
// more with work_mem at PostgreSQL's default 4 MB (the report pool's connections have 64 MB).
//
//   node reports.mjs [--pg <url> | --pglite] [--members 10000] [--days 365] [--runs 3] [--keep] [--no-csv] [--explain] [--records-peer]
//
// --keep leaves the scratch database in place (its name is printed) for EXPLAIN ANALYZE;
// --explain prints the plans (EXPLAIN ANALYZE) of the yearly summary's figures and of the
// day-by-day statement before timing them.
// --pglite runs the same on the server's embedded database (in memory) instead; --no-csv leaves
// out the day-by-day CSV. The day-by-day CSV's raw peer reads the rollup of migration 0084 (one
// row a person a month) in person order; --records-peer makes it the year's records instead.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import {
  createUser,
  median,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  serverModule,
  startServer,
} from './lib/server.mjs';
import { downloadRepeatedly } from './lib/downloader.mjs';

const pgUrl =
  option('pg', undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(option('members', '10000'));
const DAYS = Number(option('days', '365'));
const runs = Number(option('runs', '3'));
const keep = process.argv.includes('--keep');
const pglite = process.argv.includes('--pglite');
const noCsv = process.argv.includes('--no-csv');
const explain = process.argv.includes('--explain');

requireBuiltServer();
const scratch = pglite ? { url: undefined, drop: async () => {} } : await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const server = await startServer(scratch.url, { poolSize: 10 });
// The raw database: a connection of its own on Postgres, the one embedded database on PGlite.
const raw = pglite
  ? {
      query: (text, values) => server.app.ctx.database.pool.query(text, values),
      end: async () => {},
    }
  : new pg.Client({ connectionString: scratch.url });
if (!pglite) await raw.connect();
const repo = await serverModule('modules/reports/repository.js');
const { asOrgDb } = await serverModule('modules/orgs/repository.js');
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const isoDay = (date) => date.toISOString().slice(0, 10);

try {
  const { app } = server;
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

  const seeded = performance.now();
  const today = new Date();
  const first = new Date(today.getTime() - DAYS * 86_400_000);
  await raw.query(
    `insert into public.memberships (org_id, full_name, role, status, card_number, created_at)
     select $1, 'Worker ' || lpad(n::text, 5, '0'), 'employee', 'active', 'CARD-' || n, $3::date - 1
       from generate_series(1, $2) n`,
    [org.id, MEMBERS, isoDay(first)],
  );
  // Working days only (Monday to Saturday), day after day as capture and the closure write them
  // (so a day's records sit together on disk, as in a real database); the server's own triggers
  // (audit, live board) are left out so the year seeds in a few minutes.
  await raw.query('set session_replication_role = replica');
  await raw.query(
    `insert into public.attendance_records (org_id, member_id, date, check_in_at, check_out_at, status, method)
     select $1, m.id, d::date, d::date + time '03:25' + (random() * interval '30 minutes'),
            d::date + time '12:30' + (random() * interval '60 minutes'),
            (array['present', 'present', 'present', 'present', 'late', 'absent', 'on_leave'])[1 + (random() * 6)::int],
            'card'
       from public.memberships m,
            generate_series($2::date, $3::date - 1, interval '1 day') d
      where m.org_id = $1 and m.role = 'employee' and extract(isodow from d) < 7
      order by d, m.id`,
    [org.id, isoDay(first), isoDay(today)],
  );
  await raw.query('set session_replication_role = origin');
  await raw.query('analyze');
  const { rows: size } = await raw.query(
    `select (select count(*)::int from public.attendance_records) as records,
            (select count(*)::int from public.attendance_month_totals) as rolled,
            (select count(*)::int from public.attendance_month_days) as day_rolled`,
  );
  const where = pglite ? 'PGlite (in memory)' : `Postgres ${redact(pgUrl)} (scratch database)`;
  console.log(
    `\nReports — ${where}; ${MEMBERS} employees, ${size[0].records} records over ${DAYS} days (${size[0].rolled} month-total rows, ${size[0].day_rolled} month-day rows); seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; median of ${runs} runs, Node ${process.version}\n`,
  );

  const to = isoDay(new Date(today.getTime() - 86_400_000));
  const monthFrom = isoDay(new Date(today.getTime() - 30 * 86_400_000));
  const yearFrom = isoDay(new Date(today.getTime() - (Math.min(DAYS, 366) - 1) * 86_400_000));
  const report = (from, layout, format) =>
    `${server.url}/api/organizations/${org.id}/reports/attendance?from=${from}&to=${to}&layout=${layout}&format=${format}`;

  /** Time to the last byte, and the server's largest heap growth while it answered. */
  async function timedRequest(url) {
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const started = performance.now();
    const response = await fetch(url, { headers });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return { ms, bytes, heapMb: (peak - before) / 1e6 };
  }
  async function timedRaw(text, values) {
    const started = performance.now();
    const result = await raw.query(text, values);
    return { ms: performance.now() - started, rows: result.rowCount };
  }

  const counts = `select member_id, status, count(*) from public.attendance_records
                   where org_id = $1 and date between $2 and $3 group by 1, 2`;
  // The day-by-day report's data: each person's months of day marks from the rollup of migration
  // 0084, in person order (it read the year's records before: `--records-peer` times that).
  const marks = process.argv.includes('--records-peer')
    ? `select member_id, date, status from public.attendance_records
        where org_id = $1 and date between $2 and $3 order by member_id, date`
    : `select member_id, month, days from public.attendance_month_days
        where org_id = $1 and month between date_trunc('month', $2::date)::date and $3
        order by member_id, month`;
  const workloads = [
    ['monthly summary (JSON)', report(monthFrom, 'summary', 'json'), counts, monthFrom],
    ['yearly summary (JSON)', report(yearFrom, 'summary', 'json'), counts, yearFrom],
    ['yearly day-by-day (CSV)', report(yearFrom, 'daily', 'csv'), marks, yearFrom],
  ].filter(([name]) => !(noCsv && name.includes('CSV')));
  // The yearly summary's figures in the server's code on its report connection: before (a pass
  // over the records) and after (the rollup's whole months and the records of the partial ones),
  // beside the raw database's bare aggregate over the same days.
  const db = asOrgDb(server.app.ctx.database.reportDb);
  const todayIso = isoDay(today);
  const lastMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const twelveFrom = isoDay(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), 1)));
  const timed = async (fn) => {
    const started = performance.now();
    const result = await fn();
    return { ms: performance.now() - started, result };
  };
  if (explain) {
    const { rows: order } = await raw.query(
      `select id from public.memberships where org_id = $1 and role <> 'owner' order by full_name`,
      [org.id],
    );
    for (const [name, query, settings] of [
      [
        'yearly summary figures',
        repo.statusTotalsQuery({
          orgId: org.id,
          from: yearFrom,
          to,
          memberIds: null,
          today: todayIso,
        }),
        [],
      ],
      [
        'day-by-day statement (its first batch of 500 people)',
        repo.personDays({
          orgId: org.id,
          from: yearFrom,
          to,
          memberIds: order.slice(0, 500).map((r) => r.id),
        }),
        [],
      ],
    ]) {
      const compiled = query.compile(db);
      await raw.query('begin');
      for (const setting of settings) await raw.query(setting);
      const { rows: plan } = await raw.query(
        `explain (analyze, buffers) ${compiled.sql}`,
        compiled.parameters,
      );
      await raw.query('commit');
      console.log(`\n${name}:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  }
  console.log(
    '| yearly summary figures | before: records | after: rollup | rollup, work_mem 4 MB | raw database | same |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | :---: |');
  // The report pool's own work_mem (64 MB on Postgres), against the server default of 4 MB.
  const smallMemory = (input) =>
    db.transaction().execute(async (trx) => {
      if (!pglite) await sql`set local work_mem = '4MB'`.execute(trx);
      return repo.statusTotals(trx, input);
    });
  for (const [name, from, until] of [
    [`last 365 days (${yearFrom}..${to})`, yearFrom, to],
    [
      `twelve whole months (${twelveFrom}..${isoDay(lastMonthEnd)})`,
      twelveFrom,
      isoDay(lastMonthEnd),
    ],
  ]) {
    const input = { orgId: org.id, from, to: until, memberIds: null, today: todayIso };
    const key = (rows) =>
      JSON.stringify(
        rows
          .map(
            (r) =>
              `${r.member_id} ${r.is_class} ${r.status} ${r.n} ${r.minutes} ${r.missing} ${r.auto}`,
          )
          .sort(),
      );
    await repo.statusTotals(db, input); // warm-up
    const before = [];
    const after = [];
    const small = [];
    const bare = [];
    let same = true;
    for (let run = 0; run < runs; run++) {
      const b = await timed(() => repo.statusTotalsFromRecords(db, input));
      const a = await timed(() => repo.statusTotals(db, input));
      small.push((await timed(() => smallMemory(input))).ms);
      bare.push((await timedRaw(counts, [org.id, from, until])).ms);
      before.push(b.ms);
      after.push(a.ms);
      same &&= key(a.result) === key(b.result);
    }
    console.log(
      `| ${name} | ${median(before).toFixed(0)} ms | ${median(after).toFixed(0)} ms | ${median(small).toFixed(0)} ms | ${median(bare).toFixed(0)} ms | ${same ? 'yes' : 'NO'} |`,
    );
  }
  console.log('');

  console.log('| report | server ms | raw ms | server ÷ raw | size | server heap growth |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, url, peer, from] of workloads) {
    await timedRequest(url); // warm-up
    const served = [];
    const rawRuns = [];
    for (let run = 0; run < runs; run++) {
      served.push(await timedRequest(url));
      rawRuns.push(await timedRaw(peer, [org.id, from, to]));
    }
    const s = median(served.map((r) => r.ms));
    const r = median(rawRuns.map((x) => x.ms));
    const heap = Math.max(...served.map((x) => x.heapMb));
    console.log(
      `| ${name} | ${s.toFixed(0)} | ${r.toFixed(0)} | ${(s / r).toFixed(1)}× | ${(served[0].bytes / 1e6).toFixed(2)} MB | ${heap.toFixed(0)} MB |`,
    );
  }

  // Check-ins while yearly reports run: one kiosk scanning back to back.
  const device = await (
    await fetch(`${server.url}/api/organizations/${org.id}/devices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Gate', methods: ['card'] }),
    })
  ).json();
  const scan = async (n) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': device.token },
      body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: `CARD-${n}` }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`check-in: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const scans = async (count, offset) => {
    const latencies = [];
    for (let n = 1; n <= count; n++) latencies.push(await scan(offset + n));
    return latencies;
  };
  const quiet = await scans(200, 0);
  // The yearly reports are asked for from a thread of their own, as another computer would: the
  // time spent reading their 5 MB answers is then not the server's thread's. The kiosk scans until
  // at least five reports have been answered (and 200 scans made), so every part of a report's
  // work — its statements, building its rows, writing them — happens while the kiosk is scanning.
  const downloader = downloadRepeatedly(report(yearFrom, 'summary', 'json'), headers);
  const busy = [];
  for (let n = 1; n <= 200 || downloader.times.length < 5; n++) busy.push(await scan(200 + n));
  await downloader.stop();
  const reportsRun = downloader.times.length;
  console.log(
    `\ncheck-in, one kiosk back to back: quiet p50 ${percentile(quiet, 0.5).toFixed(1)} ms, p99 ${percentile(quiet, 0.99).toFixed(1)} ms; while yearly reports run (${busy.length} scans during ${reportsRun} reports) p50 ${percentile(busy, 0.5).toFixed(1)} ms, p99 ${percentile(busy, 0.99).toFixed(1)} ms`,
  );
} finally {
  await raw.end();
  await server.close();
  if (keep) console.log(`\nkept the scratch database: ${redact(scratch.url)}`);
  else await scratch.drop();
}
