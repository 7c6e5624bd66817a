import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { syncStaleOvertime } from '../overtime/stale.js';

/**
 * The reports' bytes on a seeded organisation, against the bytes the reports gave before they were
 * rewritten for scale (one pass over the records, the day-by-day CSV streamed from a cursor, the
 * overtime brought up to date on write rather than on each read): `report-bytes.golden.json` holds
 * the SHA-256 of each response as the old code wrote it (REPORT_GOLDEN_WRITE=1 rewrites it).
 *
 * The data is pseudo-random but fixed: every choice is a hash of a person's number and the day, so
 * the same rows come out on PGlite and on Postgres, run after run. A company of 620 people (more
 * than one chunk of the old code) over two months: shifts with weekly offs and overtime, a
 * holiday, people who joined late or left, forgotten and automatic check-outs; an institute with
 * class periods, people counted by days, a minimum percentage.
 */
const GOLDEN = new URL('./report-bytes.golden.json', import.meta.url);
const FROM = '2026-01-05';
const TO = '2026-03-05';

/** 0–999 from a text: the same on every database. */
const pick = (text: string) => `(('x' || substr(md5(${text}), 1, 7))::bit(28)::int % 1000)`;

describe('report bytes on a seeded organisation', () => {
  let server: TestServer;
  let owner: TestUser;
  let principal: TestUser;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Owner' },
    });
    principal = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Principal' },
    });
    const create = async (who: TestUser, name: string, kind: string) => {
      const response = await fetch(`${server.url}/api/organizations`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${who.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name, kind }),
      });
      return ((await response.json()) as { id: string }).id;
    };
    id.mill = await create(owner, 'Seeded Mills', 'company');
    id.school = await create(principal, 'Seeded School', 'institute');

    // The company.
    const [day] = await sql<{ id: string }>(
      `insert into public.shifts (org_id, name, starts_at, ends_at, weekly_off_days, overtime_enabled,
                                  overtime_threshold_minutes, overtime_daily_cap_minutes)
       values ($1, 'Day', '09:00', '17:30', '{7}', true, 30, 180) returning id`,
      [id.mill],
    );
    const [night] = await sql<{ id: string }>(
      `insert into public.shifts (org_id, name, starts_at, ends_at, weekly_off_days)
       values ($1, 'Night', '22:00', '06:00', '{5}') returning id`,
      [id.mill],
    );
    await sql(
      `insert into public.memberships (org_id, full_name, role, status, employee_code, created_at, left_at, shift_id)
       select $1,
              (array['Asha','Bala','Chitra','Deepak','Esha','Farhan','Gita','Hari','Ishaan','Jaya'])[1 + n % 10]
                || ' ' || (array['Rao','Iyer','Khan','Singh','Das','Nair','Bose'])[1 + (n / 10) % 7],
              case when n % 50 = 0 then 'incharge' else 'employee' end,
              case when n % 37 = 0 then 'left' else 'active' end,
              'E-' || lpad(n::text, 4, '0'),
              case when n % 29 = 0 then '2026-02-01T04:00:00Z'::timestamptz else '2025-12-01T04:00:00Z' end,
              case when n % 37 = 0 then '2026-02-15T06:00:00Z'::timestamptz end,
              case when n % 3 = 0 then $2::uuid end
         from generate_series(1, 620) n`,
      [id.mill, day!.id],
    );
    for (const [name, shift, test] of [
      ['Weaving', null, 'n % 2 = 0'],
      ['Dyeing', night!.id, 'n % 5 = 0 and n % 3 <> 0'],
    ] as const) {
      await sql(
        `with g as (insert into public.groups (org_id, name, kind, shift_id)
                    values ($1, $2, 'department', $3) returning id)
         insert into public.group_members (group_id, member_id, org_id)
         select g.id, m.id, $1 from g, public.memberships m,
                lateral (select substr(m.employee_code, 3)::int as n) x
          where m.org_id = $1 and m.role <> 'owner' and ${test}`,
        [id.mill, name, shift],
      );
    }
    await sql(
      `insert into public.holidays (org_id, date, name)
       values ($1, '2026-01-26', 'Republic Day'), ($1, '2026-03-04', 'Holi')`,
      [id.mill],
    );
    const key = (salt: string) => pick(`m.employee_code || d::date::text || '${salt}'`);
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, check_out_at, flags, method)
       select org_id, member_id, date, status, check_in_at,
              case when check_in_at is not null and out_pick < 900
                   then date + time '12:00' + out_minutes * interval '1 minute' end,
              case when check_in_at is not null and out_pick >= 950 then '{missing_check_out}'::text[]
                   when check_in_at is not null and out_pick < 40 then '{auto_check_out}'::text[]
                   else '{}'::text[] end,
              'card'
         from (select m.org_id, m.id as member_id, d::date as date,
                      (array['present','present','present','late','half_day','absent','on_leave','excused'])[1 + ${key('s')} % 8] as status,
                      case when ${key('s')} % 8 < 5 then d::date + time '03:10' + ${key('i')} % 50 * interval '1 minute' end as check_in_at,
                      ${key('o')} as out_pick, ${key('m')} % 330 as out_minutes
                 from public.memberships m, generate_series($2::date, $3::date, interval '1 day') d
                where m.org_id = $1 and m.role <> 'owner' and ${key('r')} < 850
                  and d >= m.created_at::date and (m.left_at is null or d < m.left_at::date)) x`,
      [id.mill, FROM, TO],
    );

    // The institute.
    await sql('update public.organizations set min_attendance_percent = 75 where id = $1', [
      id.school,
    ]);
    await sql(
      `insert into public.memberships (org_id, full_name, role, status, roll_number, created_at)
       select $1, 'Student ' || (array['Kavya','Arjun','Meera','Rohan','Sana'])[1 + n % 5] || ' ' || n,
              'student', 'active', 'R-' || lpad(n::text, 3, '0'), '2025-12-01T04:00:00Z'
         from generate_series(1, 90) n`,
      [id.school],
    );
    for (const [name, test] of [
      ['Class 9A', 'n % 2 = 0'],
      ['Class 9B', 'n % 2 = 1'],
    ] as const) {
      await sql(
        `with g as (insert into public.groups (org_id, name, kind) values ($1, $2, 'class') returning id),
              s as (insert into public.class_sessions (org_id, group_id, subject, weekday, period, starts_at, ends_at)
                    select $1, g.id, 'Subject ' || p, w, p, make_time(8 + p, 0, 0), make_time(8 + p, 45, 0)
                      from g, generate_series(1, 5) w, generate_series(1, 3) p)
         insert into public.group_members (group_id, member_id, org_id)
         select g.id, m.id, $1 from g, public.memberships m,
                lateral (select substr(m.roll_number, 3)::int as n) x
          where m.org_id = $1 and ${test}`,
        [id.school, name],
      );
    }
    const student = (salt: string) => pick(`m.roll_number || d::date::text || '${salt}'`);
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, class_session_id, status, method)
       select $1, m.id, d::date, cs.id,
              (array['present','present','late','absent','excused'])[1 + ${pick(`m.roll_number || d::date::text || cs.period::text`)} % 5],
              'manual'
         from public.memberships m
         join public.group_members gm on gm.member_id = m.id
         join public.class_sessions cs on cs.group_id = gm.group_id
         cross join generate_series($2::date, $3::date, interval '1 day') d
        where m.org_id = $1 and substr(m.roll_number, 3)::int % 7 <> 0
          and cs.weekday = extract(isodow from d) and ${student('c')} < 800`,
      [id.school, FROM, TO],
    );
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, status, method)
       select $1, m.id, d::date,
              (array['present','present','late','absent','on_leave'])[1 + ${student('s')} % 5], 'manual'
         from public.memberships m, generate_series($2::date, $3::date, interval '1 day') d
        where m.org_id = $1 and m.role = 'student' and ${student('d')} < 600`,
      [id.school, FROM, TO],
    );
  }, 300_000);
  afterAll(async () => server?.close());

  it('every report gives the same bytes as before', async () => {
    // Before, each read of the report brought overtime up to date; now the records' writes mark
    // their days (migration 0072) and the overtime job does it once the days are over.
    const [marked] = await server.sql<{ n: number }>(
      'select count(*)::int as n from private.overtime_stale where org_id = $1',
      [id.mill],
    );
    expect(marked!.n).toBeGreaterThan(50);
    const synced = await syncStaleOvertime(server.app.ctx.database.db);
    expect(synced.written).toBeGreaterThan(0);
    const entries = async () =>
      (
        await server.sql<{ n: number; changed: string }>(
          `select count(*)::int as n, coalesce(max(updated_at), 'epoch')::text as changed
             from public.overtime_entries where org_id = $1`,
          [id.mill],
        )
      )[0];
    const before = await entries();
    const cases: Array<[string, TestUser, string, string]> = [
      ['company summary json', owner, id.mill!, `to=${TO}&layout=summary&format=json`],
      ['company summary csv', owner, id.mill!, `to=${TO}&layout=summary&format=csv`],
      ['company daily json', owner, id.mill!, `to=${TO}&layout=daily&format=json`],
      ['company daily csv', owner, id.mill!, `to=${TO}&layout=daily&format=csv`],
      ['institute summary json', principal, id.school!, `to=${TO}&layout=summary&format=json`],
      ['institute summary csv', principal, id.school!, `to=${TO}&layout=summary&format=csv`],
      ['institute daily csv', principal, id.school!, `to=${TO}&layout=daily&format=csv`],
      ['institute one week csv', principal, id.school!, 'to=2026-01-11&layout=daily&format=csv'],
    ];
    const digests: Record<string, { sha256: string; bytes: number }> = {};
    for (const [name, who, orgId, query] of cases) {
      const response = await fetch(
        `${server.url}/api/organizations/${orgId}/reports/attendance?from=${FROM}&${query}`,
        { headers: { apikey: server.anonKey, authorization: `Bearer ${who.accessToken}` } },
      );
      expect(response.status, name).toBe(200);
      let body = Buffer.from(await response.arrayBuffer());
      // Ids are new each run: JSON names them by order of first appearance instead.
      if (query.includes('format=json')) {
        const ids = new Map<string, number>();
        const text = body.toString('utf8');
        if (name === 'company summary json') {
          const rows = (JSON.parse(text) as { rows: Array<{ overtime_minutes: number }> }).rows;
          expect(rows.filter((r) => r.overtime_minutes > 0).length).toBeGreaterThan(10);
        }
        body = Buffer.from(
          text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (uuid) => {
            if (!ids.has(uuid)) ids.set(uuid, ids.size);
            return `id-${ids.get(uuid)}`;
          }),
        );
      }
      digests[name] = {
        sha256: createHash('sha256').update(body).digest('hex'),
        bytes: body.length,
      };
    }
    // Minutes worked are rounded in float8 now (numeric before): the same on every duration,
    // 30-second boundaries and fractions of a microsecond included.
    const [rounding] = await server.sql<{ differ: number }>(
      `select count(*)::int as differ
         from generate_series(0, 100000) s, lateral (select interval '1 second' * s / 7 as d) x
        where floor(date_part('epoch', d) / 60 + 0.5) <> round(extract(epoch from d) / 60)`,
    );
    expect(rounding!.differ).toBe(0);
    // Reading the reports wrote nothing.
    expect(await entries()).toEqual(before);
    // The data is what the seed meant: a sizeable report, not an empty one.
    expect(digests['company daily csv']!.bytes).toBeGreaterThan(100_000);
    if (process.env.REPORT_GOLDEN_WRITE === '1')
      writeFileSync(GOLDEN, `${JSON.stringify(digests, null, 2)}\n`);
    expect(digests).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
  }, 300_000);

  it('a corrected check-out changes the overtime once the overtime job has run, not on read', async () => {
    // E-0003 is on the Day shift (09:00–17:30, overtime after 30 minutes, at most 3 hours a day).
    const [record] = await server.sql<{ id: string; member_id: string }>(
      `select r.id, r.member_id from public.attendance_records r
         join public.memberships m on m.id = r.member_id
        where m.org_id = $1 and m.employee_code = 'E-0003' and r.date = '2026-02-10'`,
      [id.mill],
    );
    if (!record) {
      // The seed left that day empty: a record of the day to correct.
      throw new Error('the seed has no record for E-0003 on 10 February');
    }
    const overtimeOf = async () => {
      const response = await fetch(
        `${server.url}/api/organizations/${id.mill}/reports/attendance?from=2026-02-10&to=2026-02-10&layout=summary&format=json`,
        { headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` } },
      );
      const body = (await response.json()) as {
        rows: Array<{ member_id: string; overtime_minutes: number }>;
      };
      return body.rows.find((r) => r.member_id === record.member_id)!.overtime_minutes;
    };
    const checkOut = async (utc: string) =>
      server.sql(
        `update public.attendance_records
            set status = 'present', check_in_at = '2026-02-10T03:30:00Z', check_out_at = $2, flags = '{}'
          where id = $1`,
        [record.id, utc],
      );
    // Out at 17:30, the shift's end: no overtime once the job has run.
    await checkOut('2026-02-10T12:00:00Z');
    await syncStaleOvertime(server.app.ctx.database.db);
    expect(await overtimeOf()).toBe(0);
    // Corrected to 20:00: the write marks the day, reads change nothing until the job runs.
    await checkOut('2026-02-10T14:30:00Z');
    const [mark] = await server.sql<{ n: number }>(
      `select count(*)::int as n from private.overtime_stale where org_id = $1 and date = '2026-02-10'`,
      [id.mill],
    );
    expect(mark!.n).toBe(1);
    expect(await overtimeOf()).toBe(0);
    await syncStaleOvertime(server.app.ctx.database.db);
    // Overtime starts at the shift's end plus the 30-minute threshold (18:00): 120 minutes.
    expect(await overtimeOf()).toBe(120);
  });
});
