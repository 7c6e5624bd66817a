#!/usr/bin/env node
// Row-level security at school scale: one organisation with 10,000 members (100 classes, each led
// by a teacher, 20 days of attendance) on a scratch database of a real Postgres. Each query runs
// as the owner, a teacher and a student exactly as the data API runs it — one transaction with
// `set_config('role', 'authenticated', true)` and `set_config('request.jwt.claims', …, true)` —
// and beside it the same statements as the table owner, where RLS does not apply (the raw peer).
//
//   node rls-scale.mjs [--pg <url>] [--until 0015] [--runs 5] [--warmup 1] [--members 10000] [--days 20]
//                      [--explain owner|teacher|student]
//
// --until applies the migrations up to that number only (e.g. the policies before 0017), so one
// script measures before and after. Each product table adds its rows in rls/<feature>.mjs: a
// module exporting `seed(client, ctx)` (optional; ctx is { org, people, classes }) and
// `workloads(ctx)` returning [{ name, statements }] — statements may be a function of the caller
// ('owner' | 'teacher' | 'student'). Modules whose tables are not yet migrated (--until) are left out. Migrations are applied as lib/migrate.ts does: each file in
// its own transaction, in order. The scratch database is created and dropped by the script.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  applyMigrations,
  median,
  option,
  redact,
  requireBuiltServer,
  scratchDatabase,
} from './lib/server.mjs';

const pgUrl =
  option('pg', undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const until = option('until', '9999');
const runs = Number(option('runs', '5'));
const warmups = Number(option('warmup', '1'));
// --explain teacher: print the plan of each workload's last statement as that caller.
const explainAs = option('explain', undefined);
const MEMBERS = Number(option('members', '10000'));
const DAYS = Number(option('days', '20'));
const CLASSES = 100;

requireBuiltServer();
const scratch = await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const client = new pg.Client({ connectionString: scratch.url });
await client.connect();

/** The organisation, its people, classes and attendance; returns who is who. */
async function seed() {
  const user = async (name) =>
    (
      await client.query(
        `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
         values ($1, now(), $2) returning id`,
        [`${name}@bench.example`, JSON.stringify({ full_name: name })],
      )
    ).rows[0].id;
  const owner = await user('owner');
  const teacher = await user('teacher');
  const student = await user('student');
  const org = (
    await client.query(
      `insert into public.organizations (name, kind, owner_id, join_code, timezone)
       values ('Bench School', 'institute', $1, 'BENCHKEY', 'UTC') returning id`,
      [owner],
    )
  ).rows[0].id;
  const teachers = CLASSES;
  await client.query(
    `insert into public.memberships (org_id, user_id, full_name, role, status)
     values ($1, $2, 'Owner', 'owner', 'active')`,
    [org, owner],
  );
  // Teachers 1..100 (teacher 1 is the signed-in teacher), then students; every 50th student waits.
  await client.query(
    `insert into public.memberships (org_id, full_name, role, status, roll_number)
     select $1, 'Person ' || lpad(n::text, 5, '0'),
            case when n <= $2 then 'teacher' else 'student' end,
            case when n > $2 and n % 50 = 0 then 'pending' else 'active' end,
            case when n > $2 then 'R' || n end
       from generate_series(1, $3) n`,
    [org, teachers, MEMBERS - 1],
  );
  await client.query(
    `update public.memberships set user_id = case full_name when 'Person 00001' then $2::uuid else $3::uuid end
      where org_id = $1 and full_name in ('Person 00001', 'Person 00101')`,
    [org, teacher, student],
  );
  await client.query(
    `insert into public.groups (org_id, name, kind, responsible_id)
     select $1, 'Class ' || lpad(n::text, 3, '0'), 'class', m.id
       from generate_series(1, $2) n
       join public.memberships m on m.org_id = $1 and m.full_name = 'Person ' || lpad(n::text, 5, '0')`,
    [org, CLASSES],
  );
  await client.query(
    `insert into public.group_members (group_id, member_id, org_id)
     select g.id, m.id, $1
       from public.memberships m
       join public.groups g on g.org_id = $1
        and g.name = 'Class ' || lpad(((substr(m.roll_number, 2)::int - 1) % $2 + 1)::text, 3, '0')
      where m.org_id = $1 and m.role = 'student'`,
    [org, CLASSES],
  );
  // Records are written by the server's own jobs; triggers (audit, live-board notify) are left
  // out while seeding so 200k rows take seconds.
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.attendance_records (org_id, member_id, date, check_in_at, status, method)
     select $1, m.id, d::date, d::date + time '08:55' + (random() * interval '20 minutes'),
            (array['present', 'present', 'present', 'late', 'absent'])[1 + (random() * 4)::int], 'card'
       from public.memberships m,
            generate_series(current_date - ($2 - 1), current_date, interval '1 day') d
      where m.org_id = $1 and m.status = 'active'`,
    [org, DAYS],
  );
  await client.query('set session_replication_role = origin');
  const ctx = { org, people: { owner, teacher, student }, classes: CLASSES, members: MEMBERS };
  for (const feature of features) await feature.seed?.(client, ctx);
  await client.query('analyze');
  return ctx;
}

/** The product tables' own workloads (rls/*.mjs), for those whose migrations were applied. */
async function loadFeatures() {
  const dir = fileURLToPath(new URL('./rls/', import.meta.url));
  if (!existsSync(dir)) return [];
  const loaded = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const feature = await import(new URL(`./rls/${file}`, import.meta.url).href);
    if (!feature.migration || feature.migration <= until) loaded.push(feature);
  }
  return loaded;
}
const features = await loadFeatures();

/** The statements behind each figure: the owner's dashboard, the people page, a big read. */
function workloads(ctx) {
  const { org } = ctx;
  const today = `org_id = '${org}' and date = current_date`;
  const counts = [
    `select count(*) from public.groups where org_id = '${org}'`,
    `select count(*) from public.memberships where org_id = '${org}' and role <> 'owner' and status in ('active', 'pending', 'invited')`,
    `select count(*) from public.class_sessions where org_id = '${org}'`,
    `select count(*) from public.shifts where org_id = '${org}'`,
    `select count(*) from public.devices where org_id = '${org}' and revoked_at is null`,
    ...[
      "status = 'present'",
      "status = 'late'",
      "status = 'half_day'",
      "status = 'absent'",
      "status in ('on_leave', 'excused')",
      'check_in_at is not null and check_out_at is null',
      'true',
    ].map(
      (filter) => `select count(*) from public.attendance_records where ${today} and ${filter}`,
    ),
  ];
  // As the data API builds GET /memberships?select=…,group_members(group_id,groups(name))
  // &org_id=eq.…&status=in.(…)&order=full_name,id&limit=50 with count=exact.
  const where = `m.org_id = '${org}' and m.status in ('active', 'pending', 'invited')`;
  const people = `with pgrst_source as (
      select m.id, m.full_name, m.email, m.phone, m.role, m.status, m.roll_number, m.user_id,
             (select coalesce(json_agg(json_build_object('group_id', gm.group_id,
                       'groups', (select json_build_object('name', g.name) from public.groups g where g.id = gm.group_id))), '[]')
                from public.group_members gm where gm.member_id = m.id) as group_members
        from public.memberships m where ${where} order by m.full_name, m.id limit 50)
    select (select count(*) from public.memberships m where ${where}) as total, count(*) as page,
           coalesce(json_agg(_r), '[]')::text as body from pgrst_source _r`;
  return [
    { name: 'dashboard counts (12 statements)', statements: counts },
    { name: 'people page, first 50 + total', statements: [people] },
    {
      name: 'attendance_records limit 1000',
      statements: ['select * from public.attendance_records limit 1000'],
    },
    ...features.flatMap((feature) => feature.workloads(ctx)),
  ];
}

async function timed(statements, claims) {
  const started = performance.now();
  await client.query('begin');
  if (claims)
    await client.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
      [JSON.stringify(claims)],
    );
  let last;
  for (const text of statements) last = await client.query(text);
  await client.query('commit');
  const first = last.rows[0] ?? {};
  // What the caller got: a count, the page and total of the people page, or the rows read.
  const rows =
    'total' in first
      ? `${first.page} of ${first.total}`
      : 'count' in first
        ? `count ${first.count}`
        : String(last.rowCount);
  return { ms: performance.now() - started, rows };
}

try {
  const seedStarted = performance.now();
  const applied = await applyMigrations(client, until);
  const ctx = await seed();
  const { people } = ctx;
  const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const { rows: sizes } = await client.query(
    `select (select count(*) from public.memberships) as members, (select count(*) from public.group_members) as group_members,
            (select count(*) from public.attendance_records) as records`,
  );
  console.log(
    `\nRLS at scale — Postgres ${redact(pgUrl)} (scratch database), migrations up to ${applied.at(-1)}`,
  );
  console.log(
    `${sizes[0].members} members, ${sizes[0].group_members} group members, ${sizes[0].records} attendance records; seeded in ${seconds} s; median of ${runs} runs after ${warmups} warm-up, Node ${process.version}\n`,
  );
  console.log('| as | query | RLS ms | raw ms | RLS ÷ raw | last answer (RLS / raw) |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  for (const workload of workloads(ctx)) {
    for (const [who, id] of Object.entries(people)) {
      const statements =
        typeof workload.statements === 'function' ? workload.statements(who) : workload.statements;
      const claims = { sub: id, role: 'authenticated', aal: 'aal1', aud: 'authenticated' };
      const rls = [];
      const raw = [];
      let seen = { rows: 0 };
      let all = { rows: 0 };
      for (let run = 1 - warmups; run <= runs; run++) {
        const a = await timed(statements, claims);
        const b = await timed(statements);
        if (run < 1) continue; // warm-up
        rls.push(a.ms);
        raw.push(b.ms);
        seen = a;
        all = b;
      }
      const [r, w] = [median(rls), median(raw)];
      if (explainAs === who) {
        await client.query('begin');
        await client.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
          [JSON.stringify(claims)],
        );
        const plan = await client.query(
          `explain (analyze, costs off, timing off) ${statements.at(-1)}`,
        );
        await client.query('rollback');
        console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
      }
      console.log(
        `| ${who} | ${workload.name} | ${r.toFixed(1)} | ${w.toFixed(1)} | ${(r / w).toFixed(1)}× | ${seen.rows} / ${all.rows} |`,
      );
    }
  }
} finally {
  await client.end();
  await scratch.drop();
}
