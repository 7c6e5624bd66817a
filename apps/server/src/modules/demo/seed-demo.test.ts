import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { closeFinishedPeriods } from '../attendance/close-periods.js';
import { zonedNow } from './calendar.js';
import { resetDemo, type ResetOutcome } from './reset-demo.js';

type Row = Record<string, unknown>;

describe('seeding the demo', () => {
  let server: TestServer;
  let outcome: ResetOutcome;
  let realOrgId: string;
  let realBefore: Row[];
  const one = async <R = Row>(text: string, params: unknown[] = []) =>
    (await server.sql<R>(text, params))[0]!;

  /** Everything of the real tenant, to compare after the demo is written. */
  const snapshotReal = () =>
    server.sql(
      `select 'org' as what, to_jsonb(o) - 'updated_at' as row from organizations o where id = $1
       union all select 'member', to_jsonb(m) from memberships m where org_id = $1
       union all select 'attendance', to_jsonb(a) from attendance_records a where org_id = $1
       union all select 'audit', to_jsonb(l) from audit_log l where org_id = $1
       order by 1, 2`,
      [realOrgId],
    );

  beforeAll(async () => {
    server = await startTestServer();
    // A real tenant is there first, with a member and a day of attendance.
    const owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Meera Iyer' },
    });
    const created = await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
      '/api/organizations',
      { name: 'Kaveri Logistics', kind: 'company' },
    );
    realOrgId = created.body.id;
    const [member] = await server.sql<{ id: string }>(
      `select id from memberships where org_id = $1`,
      [realOrgId],
    );
    await server.sql(
      `insert into attendance_records (org_id, member_id, date, status, check_in_at)
       values ($1, $2, current_date, 'present', now())`,
      [realOrgId, member!.id],
    );
    realBefore = await snapshotReal();
    outcome = await resetDemo(server.app.ctx);
  }, 300_000);
  afterAll(async () => server?.close());

  it('makes the two demo organisations, in Indian time', async () => {
    expect(outcome.didReset).toBe(true);
    const orgs = await server.sql(
      `select name, kind, timezone, min_attendance_percent::float as min, weekly_off_days
         from organizations where is_demo order by kind desc`,
    );
    expect(orgs).toEqual([
      {
        name: 'Green Valley Public School',
        kind: 'institute',
        timezone: 'Asia/Kolkata',
        min: 75,
        weekly_off_days: [7],
      },
      {
        name: 'Sahyadri Tech Solutions',
        kind: 'company',
        timezone: 'Asia/Kolkata',
        min: null,
        weekly_off_days: [6, 7],
      },
    ]);
    expect(outcome.summary).toMatchObject({
      accounts: 7,
      institute: { classes: 10, teachers: 10 },
    });
  });

  it('fills the institute: ten classes of 25–35, teachers, an in-charge and a timetable', async () => {
    const sizes = await server.sql<{ name: string; students: number }>(
      `select g.name, count(*)::int as students
         from groups g join group_members gm on gm.group_id = g.id
         join memberships m on m.id = gm.member_id and m.role = 'student' and m.status = 'active'
         join organizations o on o.id = g.org_id and o.is_demo
        where g.kind = 'class' group by g.name order by g.name`,
    );
    expect(sizes).toHaveLength(10);
    for (const { students } of sizes) expect(students).toBeGreaterThanOrEqual(25);
    for (const { students } of sizes) expect(students).toBeLessThanOrEqual(35);
    const roles = await server.sql<{ role: string; n: number }>(
      `select m.role, count(*)::int as n from memberships m
         join organizations o on o.id = m.org_id and o.is_demo and o.kind = 'institute'
        where m.status = 'active' group by m.role order by m.role`,
    );
    expect(Object.fromEntries(roles.map((r) => [r.role, r.n]))).toMatchObject({
      owner: 1,
      teacher: 10,
      incharge: 1,
    });
    // No teacher in two classes at once, Monday to Saturday only, six or seven periods a day.
    const clashes = await one<{ n: number }>(
      `select count(*)::int as n from (
         select teacher_id, weekday, period from class_sessions cs join organizations o on o.id = cs.org_id and o.is_demo
          where teacher_id is not null group by 1, 2, 3 having count(*) > 1) x`,
    );
    expect(clashes.n).toBe(0);
    const days = await server.sql<{ weekday: number; periods: number }>(
      `select weekday, max(period)::int as periods from class_sessions cs
         join organizations o on o.id = cs.org_id and o.is_demo group by weekday order by weekday`,
    );
    expect(days).toEqual(
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, periods: weekday === 6 ? 6 : 7 })),
    );
    const holidays = await server.sql<{ name: string }>(
      `select h.name from holidays h join organizations o on o.id = h.org_id and o.is_demo and o.kind = 'institute'`,
    );
    const names = holidays.map((h) => h.name).join(' | ');
    for (const festival of ['Republic Day', 'Independence Day', 'Gandhi Jayanti', 'Diwali', 'Holi'])
      expect(names).toContain(festival);
  });

  it('fills the company: departments, sites, a general and an overnight shift, forty people', async () => {
    const shifts = await server.sql(
      `select s.name, s.starts_at::text as starts, s.ends_at::text as ends, s.overnight from shifts s
         join organizations o on o.id = s.org_id and o.is_demo order by s.name`,
    );
    expect(shifts).toEqual([
      { name: 'General', starts: '09:30:00', ends: '18:30:00', overnight: false },
      { name: 'Night', starts: '22:00:00', ends: '06:00:00', overnight: true },
    ]);
    const staff = await one<{ n: number; codes: number; cards: number }>(
      `select count(*)::int as n, count(distinct employee_code)::int as codes, count(distinct card_number)::int as cards
         from memberships m join organizations o on o.id = m.org_id and o.is_demo and o.kind = 'company'
        where m.role in ('employee', 'incharge') and m.status = 'active'`,
    );
    expect(staff).toEqual({ n: 40, codes: 40, cards: 40 });
    const sites = await server.sql<{ responsible_role: string; radius_m: number }>(
      `select m.role as responsible_role, s.radius_m from sites s
         join organizations o on o.id = s.org_id and o.is_demo and o.kind = 'company'
         join groups g on g.site_id = s.id and g.kind = 'site'
         join memberships m on m.id = g.responsible_id`,
    );
    expect(sites.map((s) => s.responsible_role)).toEqual(['incharge', 'incharge']);
  });

  it('creates a confirmed, password-less demo account with an active membership for every role', async () => {
    const accounts = await server.sql<Row>(
      `select u.raw_app_meta_data as app, u.encrypted_password is null as no_password,
              u.email_confirmed_at is not null as confirmed, p.user_type, p.full_name,
              o.kind, m.role, m.status
         from auth.users u
         join profiles p on p.id = u.id
         join memberships m on m.user_id = u.id
         join organizations o on o.id = m.org_id
        where u.raw_app_meta_data ->> 'demo' = 'true' order by o.kind, m.role`,
    );
    expect(accounts.map((a) => `${a.kind}:${a.role}:${a.user_type}:${a.status}`)).toEqual([
      'company:employee:Employee:active',
      'company:incharge:Incharge:active',
      'company:owner:Company:active',
      'institute:incharge:Incharge:active',
      'institute:owner:Institute:active',
      'institute:student:Student:active',
      'institute:teacher:Teacher:active',
    ]);
    for (const account of accounts) {
      expect(account.app).toEqual({ provider: 'email', providers: ['email'], demo: true });
      expect(account).toMatchObject({ no_password: true, confirmed: true });
      expect(account.full_name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)? [A-Z][A-Za-z']+$/);
    }
  });

  it('uses only addresses on demo.invalid', async () => {
    const other = await server.sql(
      `select email from memberships m join organizations o on o.id = m.org_id and o.is_demo
        where email is null or email not like '%@demo.invalid'
       union all select email from auth.users where raw_app_meta_data ->> 'demo' = 'true' and email not like '%@demo.invalid'
       union all select p.email from profiles p join auth.users u on u.id = p.id
        where u.raw_app_meta_data ->> 'demo' = 'true' and p.email not like '%@demo.invalid'`,
    );
    expect(other).toEqual([]);
  });

  it('records the last 30 days: never on holidays or weekly offs, overnight shifts on their start day', async () => {
    const today = zonedNow(new Date(), 'Asia/Kolkata').date;
    const span = await one<{ first: string; last: string; n: number }>(
      `select min(date)::text as first, max(date)::text as last, count(*)::int as n
         from attendance_records a join organizations o on o.id = a.org_id and o.is_demo`,
    );
    expect(span.n).toBeGreaterThan(20_000);
    expect(span.last <= today).toBe(true);
    expect(
      span.first >= new Date(Date.parse(today) - 30 * 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    // Everyone joined on the history's first day: no record lies before a joining date.
    const beforeJoining = await one<{ n: number }>(
      `select count(*)::int as n from attendance_records a
         join organizations o on o.id = a.org_id and o.is_demo
         join memberships m on m.id = a.member_id
        where a.date < (m.created_at at time zone o.timezone)::date`,
    );
    expect(beforeJoining.n).toBe(0);
    const offDays = await one<{ n: number }>(
      `select count(*)::int as n from attendance_records a
         join organizations o on o.id = a.org_id and o.is_demo
         left join shifts s on s.id = a.shift_id
        where extract(isodow from a.date)::smallint = any(coalesce(s.weekly_off_days, o.weekly_off_days))
           or exists (select 1 from holidays h where h.org_id = a.org_id and h.date = a.date)`,
    );
    expect(offDays.n).toBe(0);
    const night = await server.sql<{ ok: boolean }>(
      `select (a.check_in_at at time zone o.timezone)::date = a.date
              and (a.check_out_at at time zone o.timezone)::date = a.date + 1
              and (a.check_in_at at time zone o.timezone)::time between '21:00' and '23:59' as ok
         from attendance_records a join shifts s on s.id = a.shift_id and s.overnight
         join organizations o on o.id = a.org_id and o.is_demo
        where a.check_out_at is not null`,
    );
    expect(night.length).toBeGreaterThan(10);
    expect(night.every((r) => r.ok)).toBe(true);
    // Students scan in at the gate around 8 a.m. Kolkata time (02:30 UTC); roll calls have no times.
    const gate = await one<{ earliest: string; latest: string; roll_call_times: number }>(
      `select min((a.check_in_at at time zone 'Asia/Kolkata')::time)::text as earliest,
              max((a.check_in_at at time zone 'Asia/Kolkata')::time)::text as latest,
              (select count(*)::int from attendance_records r join organizations o on o.id = r.org_id and o.is_demo
                where r.class_session_id is not null and r.check_in_at is not null) as roll_call_times
         from attendance_records a join memberships m on m.id = a.member_id and m.role = 'student'
         join organizations o on o.id = a.org_id and o.is_demo
        where a.class_session_id is null`,
    );
    expect(gate.earliest >= '07:40').toBe(true);
    expect(gate.latest <= '08:26').toBe(true);
    expect(gate.roll_call_times).toBe(0);
    const statuses = await server.sql<{ status: string }>(
      `select distinct status from attendance_records a join organizations o on o.id = a.org_id and o.is_demo`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'absent',
      'excused',
      'half_day',
      'late',
      'on_leave',
      'present',
    ]);
  });

  it('is what the capture module would have written: closing the past days changes nothing', async () => {
    const count = `select count(*)::int as n, count(*) filter (where flags <> '{}')::int as flagged
                     from attendance_records a join organizations o on o.id = a.org_id and o.is_demo`;
    const before = await one(count);
    const closed = await closeFinishedPeriods(server.app.ctx);
    expect(closed.periods).toBeGreaterThan(0);
    expect(closed).toMatchObject({ absent: 0, missingCheckOut: 0, halfDay: 0 });
    expect(await one(count)).toEqual(before);
    await server.sql(
      'delete from audit_log where org_id in (select id from organizations where is_demo)',
    );
  }, 120_000);

  it('leaves the audit log of the demo empty and the real tenant untouched', async () => {
    const audit = await one<{ n: number }>(
      `select count(*)::int as n from audit_log l join organizations o on o.id = l.org_id and o.is_demo`,
    );
    expect(audit.n).toBe(0);
    expect(await snapshotReal()).toEqual(realBefore);
    await resetDemo(server.app.ctx);
    expect(await snapshotReal()).toEqual(realBefore);
  }, 300_000);
});
