import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { COMP_OFF_EXPIRY_JOB, planCompOffExpiry } from './expire-comp-off.js';
import { overtimeSchedule } from './stale.js';

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
// Two Sundays (the organisation's weekly off) a week apart, some weeks back.
const sunday = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 6, days: 1 });
const S1 = sunday.toISODate()!;
const S2 = sunday.plus({ days: 7 }).toISODate()!;
const plus = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

describe('overtime reads write nothing; the job syncs and lapses comp-off (issue 11)', () => {
  let server: TestServer;
  let owner: TestUser;
  let worker: TestUser;
  let orgId: string;
  let memberId: string;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<T>(text, params);
  const db = () => server.app.ctx.database.db;
  const schedule = overtimeSchedule((_org, error) => {
    throw error;
  });
  /** One round of the job queue on one server instance, at `now`. */
  const round = async (now: Date, instance = new JobWorker(db(), schedule.handlers)) => {
    await schedule.tick(db(), now);
    return instance.work(now);
  };
  const ledger = () =>
    sql<{ kind: string; days: string; on_date: string }>(
      `select l.kind, l.days::text, l.on_date::text from public.leave_ledger l
         join public.leave_types t on t.id = l.leave_type_id
        where l.member_id = $1 and t.code = 'CO' order by l.kind, l.on_date`,
      [memberId],
    );
  const marks = async () =>
    (
      await sql<{ date: string }>(
        'select date::text from private.overtime_stale where org_id = $1 order by date',
        [orgId],
      )
    ).map((m) => m.date);
  const expiryJobs = () =>
    sql<{ key: string; status: string }>(
      'select key, status from private.jobs where name = $1 order by key',
      [COMP_OFF_EXPIRY_JOB],
    );

  /** Every table's row count, and the content of what a sync or a lapse would write. */
  async function snapshot() {
    const tables = await sql<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] = Number(
        (await sql<{ n: string }>(`select count(*)::text as n from ${name}`))[0]!.n,
      );
    const digest = async (table: string) =>
      (
        await sql<{ md5: string | null }>(
          `select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${table} t`,
        )
      )[0]!.md5;
    return {
      counts,
      entries: await digest('public.overtime_entries'),
      ledger: await digest('public.leave_ledger'),
      marks: await digest('private.overtime_stale'),
    };
  }

  /** Every overtime GET, as the owner and as the person (who may only read). */
  async function readEverything() {
    const month = (date: string) => date.slice(0, 7);
    for (const user of [owner, worker]) {
      const api = apiAs(server.url, server.anonKey, user.accessToken);
      const list = await api.get(`/api/organizations/${orgId}/overtime?from=${S1}&to=${S2}`);
      expect(list.status).toBe(200);
      for (const date of [S1, S2]) {
        const mine = await api.get(`/api/members/${memberId}/overtime?month=${month(date)}`);
        expect(mine.status).toBe(200);
      }
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Meera Iyer' },
    });
    worker = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Priya Nair' },
    });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
    // No approval needed, so the job's sync approves and credits; each credit usable 10 days.
    await sql(
      'update public.organizations set overtime_approval = false, comp_off_expiry_days = 10 where id = $1',
      [orgId],
    );
    memberId = (
      await sql<{ id: string }>(
        `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, created_at)
         values ($1, $2, 'Priya Nair', 'employee', 'active', 'E-101', now() - interval '150 days') returning id`,
        [orgId, worker.id],
      )
    )[0]!.id;
    await sql('delete from private.overtime_stale where org_id = $1', [orgId]);
    for (const date of [S1, S2])
      await sql(
        `insert into public.attendance_records (org_id, member_id, date, check_in_at, check_out_at, status, method)
         values ($1, $2, $3, $4, $5, 'present', 'manual')`,
        [orgId, memberId, date, ist(date, '09:00'), ist(date, '17:00')],
      );
  });
  afterAll(async () => server?.close());

  it('a GET on each overtime route changes no table and leaves the stale-day marks', async () => {
    expect(await marks()).toEqual([S1, S2]);
    const before = await snapshot();
    await readEverything();
    expect(await snapshot()).toEqual(before);
    expect(await marks()).toEqual([S1, S2]);
  });

  it('the job syncs the marked days once they are over, approving and crediting comp-off', async () => {
    // The day after S2, midday: both days over, neither credit past its last day (S + 10).
    await round(ist(plus(S2, 1), '12:00'));
    expect(await marks()).toEqual([]);
    const entries = await sql<{ work_date: string; status: string; comp_off_expires_on: string }>(
      `select work_date::text, status, comp_off_expires_on::text from public.overtime_entries
        where member_id = $1 order by work_date`,
      [memberId],
    );
    expect(entries).toEqual([
      { work_date: S1, status: 'approved', comp_off_expires_on: plus(S1, 10) },
      { work_date: S2, status: 'approved', comp_off_expires_on: plus(S2, 10) },
    ]);
    expect(await ledger()).toEqual([
      { kind: 'accrual', days: '1.00', on_date: S1 },
      { kind: 'accrual', days: '1.00', on_date: S2 },
    ]);
    // S1's credit is past its last day by the real clock now, and a read still lapses nothing.
    const before = await snapshot();
    await readEverything();
    expect(await snapshot()).toEqual(before);
  });

  it("the sweep lapses exactly the credits past their last day in the organisation's zone, once", async () => {
    const lastDay = plus(S1, 10);
    // 23:50 on S1's last day in Kolkata: still usable, nothing planned.
    await round(ist(lastDay, '23:50'));
    expect(await expiryJobs()).toEqual([]);
    expect((await ledger()).filter((l) => l.kind === 'lapse')).toEqual([]);

    // 00:10 the day after in Kolkata is still the last day in UTC: the zone's date decides.
    const now = ist(plus(lastDay, 1), '00:10');
    expect(now.toISOString().slice(0, 10)).toBe(lastDay);
    // Two server instances tick and work at the same moment.
    const [a, b] = [
      new JobWorker(db(), schedule.handlers, { workerId: 'a' }),
      new JobWorker(db(), schedule.handlers, { workerId: 'b' }),
    ];
    await Promise.all([planCompOffExpiry(db(), now), planCompOffExpiry(db(), now)]);
    const done = await Promise.all([a.work(now), b.work(now)]);
    expect(done[0] + done[1]).toBe(1);
    expect(await expiryJobs()).toEqual([
      { key: `${COMP_OFF_EXPIRY_JOB}:${orgId}:${plus(lastDay, 1)}`, status: 'done' },
    ]);
    const lapsed = [
      { kind: 'accrual', days: '1.00', on_date: S1 },
      { kind: 'accrual', days: '1.00', on_date: S2 },
      { kind: 'lapse', days: '-1.00', on_date: lastDay },
    ];
    expect(await ledger()).toEqual(lapsed);

    // Run again, the same minute and an hour later: nothing more is planned or written.
    const after = await snapshot();
    await round(now, a);
    await round(new Date(now.getTime() + 3600_000), b);
    expect(await ledger()).toEqual(lapsed);
    expect(await expiryJobs()).toHaveLength(1);
    expect(await snapshot()).toEqual(after);
  });

  it('an owner brings the marked days up to date at once; the person may not', async () => {
    const S0 = plus(S1, -7);
    await sql(
      `insert into public.attendance_records (org_id, member_id, date, check_in_at, check_out_at, status, method)
       values ($1, $2, $3, $4, $5, 'present', 'manual')`,
      [orgId, memberId, S0, ist(S0, '09:00'), ist(S0, '13:00')],
    );
    expect(await marks()).toEqual([S0]);
    const recalculate = (user: TestUser) =>
      apiAs(server.url, server.anonKey, user.accessToken).post<{ written: number }>(
        `/api/organizations/${orgId}/overtime/recalculate`,
        {},
      );
    expect((await recalculate(worker)).status).toBe(404);
    expect(await marks()).toEqual([S0]);
    const done = await recalculate(owner);
    expect(done.status).toBe(200);
    expect(done.body.written).toBeGreaterThanOrEqual(1);
    expect(await marks()).toEqual([]);
    const [entry] = await sql<{ comp_off_days: string }>(
      'select comp_off_days::text from public.overtime_entries where member_id = $1 and work_date = $2',
      [memberId, S0],
    );
    expect(entry).toEqual({ comp_off_days: '1.0' });
  });
});
