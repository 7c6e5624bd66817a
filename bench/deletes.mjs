#!/usr/bin/env node
// Deletes at school scale: what removing attendance costs when check-in scans point at it. One
// institute of 10,000 members with 20 days of attendance, one scan per record and a holiday, and
// an organisation its owner has alone (the same, for one person), on a scratch database of a
// real Postgres. Each delete runs as the server
// runs it (the table owner, every trigger and foreign-key action on) in a transaction that is
// rolled back, and beside it the peer: the same rows removed with triggers and foreign-key
// actions off (`session_replication_role = replica`), children deleted explicitly — the cost of
// removing the rows alone.
//
//   node deletes.mjs [--pg <url>] [--until 0089] [--runs 5] [--members 10000] [--days 20]
//
// --until applies the migrations up to that number only: 0089 is the schema before every
// foreign key had an index (0090) and before a deleted organisation's overtime marks were
// skipped (0091).
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
const MEMBERS = Number(option('members', '10000'));
const DAYS = Number(option('days', '20'));

requireBuiltServer();
const scratch = await scratchDatabase(pgUrl);
if (!scratch) process.exit(0);
const client = new pg.Client({ connectionString: scratch.url });
await client.connect();

/** An organisation of `members` people (its owner first), `DAYS` days of records, a scan for each, a holiday. */
async function seedOrganization(name, joinCode, members) {
  const owner = (
    await client.query(
      `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
       values ($1, now(), '{"full_name": "Owner"}') returning id`,
      [`owner-${members}@bench.example`],
    )
  ).rows[0].id;
  const org = (
    await client.query(
      `insert into public.organizations (name, kind, owner_id, join_code, timezone)
       values ($1, 'institute', $2, $3, 'UTC') returning id`,
      [name, owner, joinCode],
    )
  ).rows[0].id;
  await client.query(
    `insert into public.memberships (org_id, user_id, full_name, role, status)
     values ($1, $2, 'Owner', 'owner', 'active')`,
    [org, owner],
  );
  await client.query(
    `insert into public.holidays (org_id, date, name) values ($1, current_date + 3, 'Diwali')`,
    [org],
  );
  // Triggers (audit, live board) are left out while seeding so 200k rows take seconds.
  await client.query('set session_replication_role = replica');
  await client.query(
    `insert into public.memberships (org_id, full_name, role, status, roll_number)
     select $1, 'Person ' || lpad(n::text, 5, '0'), 'student', 'active', 'R' || n
       from generate_series(1, $2) n`,
    [org, members - 1],
  );
  await client.query(
    `insert into public.attendance_records (org_id, member_id, date, check_in_at, status, method)
     select $1, m.id, d::date, d::date + time '08:55', 'present', 'face'
       from public.memberships m,
            generate_series(current_date - ($2 - 1), current_date, interval '1 day') d
      where m.org_id = $1`,
    [org, DAYS],
  );
  await client.query(
    `insert into public.attendance_scans (org_id, client_id, member_id, record_id, scanned_at, method, outcome)
     select r.org_id, gen_random_uuid(), r.member_id, r.id, r.check_in_at, 'face', 'checked_in'
       from public.attendance_records r where r.org_id = $1`,
    [org],
  );
  await client.query('set session_replication_role = origin');
  const person = (
    await client.query(
      `select id from public.memberships where org_id = $1 and full_name = 'Person 00001'`,
      [org],
    )
  ).rows[0]?.id;
  return { org, owner, person };
}

/**
 * Runs statements in a transaction that is rolled back: the rows the last one touched and the
 * milliseconds, or the error that stopped it.
 */
async function timed(statements, { replica = false } = {}) {
  const started = performance.now();
  await client.query('begin');
  try {
    if (replica) await client.query('set local session_replication_role = replica');
    let last;
    for (const text of statements) last = await client.query(text);
    return { ms: performance.now() - started, rows: last.rowCount };
  } catch (error) {
    return { ms: performance.now() - started, error: error.message };
  } finally {
    await client.query('rollback');
  }
}

try {
  const seedStarted = performance.now();
  const applied = await applyMigrations(client, until);
  const school = await seedOrganization('Bench School', 'BENCHKEY', MEMBERS);
  const alone = await seedOrganization('Solo Studio', 'SPARKLES', 1);
  await client.query('analyze');
  const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const { rows: sizes } = await client.query(
    `select (select count(*) from public.attendance_records) as records,
            (select count(*) from public.attendance_scans) as scans`,
  );
  console.log(
    `\nDeletes at scale — Postgres ${redact(pgUrl)} (scratch database), migrations up to ${applied.at(-1)}`,
  );
  console.log(
    `${MEMBERS} + 1 members, ${sizes[0].records} attendance records, ${sizes[0].scans} scans; seeded in ${seconds} s; median of ${runs} runs, Node ${process.version}\n`,
  );

  const week = `member_id = '${school.person}' and date > current_date - 5`;
  const workloads = [
    {
      name: `cancel approved leave: ${Math.min(5, DAYS)} of one person’s records`,
      statements: [`delete from public.attendance_records where ${week}`],
      peer: [
        `delete from public.attendance_scans where member_id = '${school.person}' and record_id in
           (select id from public.attendance_records where ${week})`,
        `delete from public.attendance_records where ${week}`,
      ],
    },
    {
      name: `remove one person: their membership, ${DAYS} days of records and scans`,
      statements: [`delete from public.memberships where id = '${school.person}'`],
      peer: [
        `delete from public.attendance_scans where member_id = '${school.person}'`,
        `delete from public.attendance_records where member_id = '${school.person}'`,
        `delete from public.memberships where id = '${school.person}'`,
      ],
    },
    {
      name: `an erased owner’s organisation, owned alone: ${DAYS} days of their own, a holiday`,
      statements: [`delete from public.organizations where id = '${alone.org}'`],
      peer: ['attendance_scans', 'attendance_records', 'holidays', 'memberships']
        .map((table) => `delete from public.${table} where org_id = '${alone.org}'`)
        .concat(`delete from public.organizations where id = '${alone.org}'`),
    },
  ];
  console.log('| delete | rows | server ms | peer ms | server ÷ peer |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const workload of workloads) {
    const server = [];
    const peer = [];
    let rows = 0;
    let failed;
    for (let run = 0; run < runs && !failed; run++) {
      const a = await timed(workload.statements);
      const b = await timed(workload.peer, { replica: true });
      server.push(a.ms);
      peer.push(b.ms);
      rows = a.rows;
      failed = a.error;
    }
    const [s, p] = [median(server), median(peer)];
    console.log(
      failed
        ? `| ${workload.name} | fails: ${failed} | ${s.toFixed(1)} | ${p.toFixed(1)} | |`
        : `| ${workload.name} | ${rows} | ${s.toFixed(1)} | ${p.toFixed(1)} | ${(s / p).toFixed(1)}× |`,
    );
  }
} finally {
  await client.end();
  await scratch.drop();
}
