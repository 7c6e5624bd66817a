#!/usr/bin/env node
// Exports at the size of a large school or factory: the monthly XLSX workbook (a sheet per group)
// and the PDF register of a 2,000-person organisation (20 groups of 100) with a month of day
// records, made through the HTTP API as the owner (start, poll, download) on a scratch database
// of a real Postgres, against the built server. Prints, per file, the time from the request to
// the last byte downloaded, the file's size and the server's peak heap and RSS growth while the
// job ran (sampled every 20 ms).
//
//   node exports.mjs [--pg <url>] [--members 2000] [--groups 20]
import pg from 'pg';
import {
  createUser,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
  startServer,
} from './lib/server.mjs';

const pgUrl =
  option('pg', undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(option('members', '2000'));
const GROUPS = Number(option('groups', '20'));

requireBuiltServer();
const scratch = await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const server = await startServer(scratch.url, { poolSize: 10 });
const raw = new pg.Client({ connectionString: scratch.url });
await raw.connect();

/** Last month: the register's usual range. */
const now = new Date();
const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const isoDay = (date) => date.toISOString().slice(0, 10);

try {
  const { app } = server;
  const owner = await createUser(app, { userType: 'Institute', fullName: 'Bench Owner' });
  const headers = {
    apikey: app.ctx.keys.anonKey,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
  };
  const org = await (
    await fetch(`${server.url}/api/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench Vidyalaya', kind: 'institute' }),
    })
  ).json();

  const seeded = performance.now();
  await raw.query(
    `insert into public.memberships (org_id, full_name, role, status, roll_number, created_at)
     select $1, 'Student ' || lpad(n::text, 5, '0'), 'student', 'active', 'R' || n, $3::date - 1
       from generate_series(1, $2) n`,
    [org.id, MEMBERS, isoDay(from)],
  );
  await raw.query(
    `insert into public.groups (org_id, name, kind)
     select $1, 'Class ' || lpad(n::text, 2, '0'), 'class' from generate_series(1, $2) n`,
    [org.id, GROUPS],
  );
  await raw.query(
    `insert into public.group_members (group_id, member_id, org_id)
     select g.id, m.id, $1
       from (select id, row_number() over (order by full_name) - 1 as i
               from public.memberships where org_id = $1 and role = 'student') m
       join (select id, row_number() over (order by name) - 1 as i
               from public.groups where org_id = $1) g on g.i = m.i % $2`,
    [org.id, GROUPS],
  );
  await raw.query('set session_replication_role = replica');
  await raw.query(
    `insert into public.attendance_records (org_id, member_id, date, status, method)
     select $1, m.id, d::date,
            (array['present', 'present', 'present', 'present', 'late', 'absent', 'on_leave'])[1 + (random() * 6)::int],
            'manual'
       from public.memberships m, generate_series($2::date, $3::date, interval '1 day') d
      where m.org_id = $1 and m.role = 'student' and extract(isodow from d) < 7
      order by d, m.id`,
    [org.id, isoDay(from), isoDay(to)],
  );
  await raw.query('set session_replication_role = origin');
  await raw.query('analyze');
  console.log(
    `Seeded ${MEMBERS} people in ${GROUPS} groups, ${isoDay(from)} to ${isoDay(to)}, in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${redact(scratch.url)})`,
  );

  async function measure(body) {
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    let heapPeak = heapBefore;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      heapPeak = Math.max(heapPeak, usage.heapUsed);
      rssPeak = Math.max(rssPeak, usage.rss);
    }, 20);
    const started = performance.now();
    let job = await (
      await fetch(`${server.url}/api/organizations/${org.id}/exports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: isoDay(from), to: isoDay(to), ...body }),
      })
    ).json();
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await (await fetch(`${server.url}/api/exports/${job.id}`, { headers })).json();
    }
    if (job.status !== 'done') throw new Error(`export ${job.status}: ${job.error}`);
    const file = await fetch(`${server.url}${job.download_url}`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    clearInterval(sampler);
    return {
      ms,
      bytes,
      heapMb: (heapPeak - heapBefore) / 1e6,
      rssMb: (rssPeak - rssBefore) / 1e6,
    };
  }

  console.log('| export | time | size | server heap growth | RSS growth |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, body] of [
    ['XLSX, a sheet per group', { format: 'xlsx', sheet_per_group: true }],
    ['PDF register', { format: 'pdf' }],
  ]) {
    const r = await measure(body);
    console.log(
      `| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${(r.bytes / 1e6).toFixed(2)} MB | ${r.heapMb.toFixed(0)} MB | ${r.rssMb.toFixed(0)} MB |`,
    );
  }
} finally {
  await raw.end();
  await server.close();
  await scratch.drop();
}
