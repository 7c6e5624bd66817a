import type { MemberOvertime, OrgOvertimeList, OvertimeEntry } from '@ias/shared';
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
import { overtimeSchedule } from './stale.js';

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

// A finished month two months back, and its first Monday (a week of known weekdays).
const month = DateTime.now().setZone(ZONE).minus({ months: 2 }).startOf('month');
const MONTH = month.toFormat('yyyy-MM');
const monday = month.plus({ days: (8 - month.weekday) % 7 });
const day = (offset: number) => monday.plus({ days: offset }).toISODate()!;
const MON = day(0);
const TUE = day(1);
const WED = day(2);
const THU = day(3); // made a holiday
const SUN = day(6); // the organisation's weekly off
const FROM = month.toISODate()!;
const TO = month.endOf('month').toISODate()!;

describe('overtime and comp-off (issue 12)', () => {
  let server: TestServer;
  let owner: TestUser;
  let priyaUser: TestUser;
  let devUser: TestUser;
  let inchargeUser: TestUser;
  let outsider: TestUser;
  let orgId: string;
  const id: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.sql<T>(text, params);
  const worked = (memberId: string, date: string, from: string, to: string) =>
    sql(
      `insert into public.attendance_records (org_id, member_id, date, shift_id, check_in_at, check_out_at, status, method)
       values ($1, $2, $3, $4, $5, $6, 'present', 'manual')`,
      [orgId, memberId, date, id.shift, ist(date, from), ist(date, to)],
    );
  const list = (user: TestUser, query = `from=${FROM}&to=${TO}`) =>
    api(user).get<OrgOvertimeList>(`/api/organizations/${orgId}/overtime?${query}`);
  const mine = (user: TestUser, memberId: string, m = MONTH) =>
    api(user).get<MemberOvertime>(`/api/members/${memberId}/overtime?month=${m}`);
  const decide = (user: TestUser, entryId: string, decision: 'approve' | 'reject', note?: string) =>
    api(user).post<{ status: string; code?: string }>(`/api/overtime/${entryId}/decision`, {
      decision,
      note,
    });
  const entryOn = (entries: OvertimeEntry[], date: string) =>
    entries.find((e) => e.work_date === date)!;
  // Reads write nothing: a round of the overtime job brings the written days in.
  const schedule = overtimeSchedule((_org, error) => {
    throw error;
  });
  const runJob = async (now = new Date()) => {
    await schedule.tick(server.app.ctx.database.db, now);
    await new JobWorker(server.app.ctx.database.db, schedule.handlers).work(now);
  };

  beforeAll(async () => {
    server = await startTestServer();
    const user = (type: 'Company' | 'Employee', name: string) =>
      createTestUser(server, { userType: type, metadata: { full_name: name } });
    owner = await user('Company', 'Meera Iyer');
    priyaUser = await user('Employee', 'Priya Nair');
    devUser = await user('Employee', 'Dev Malhotra');
    inchargeUser = await user('Employee', 'Suresh Pillai');
    outsider = await user('Company', 'Arjun Rao');
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    await api(outsider).post('/api/organizations', { name: 'Other Mills', kind: 'company' });
    const [shift] = await sql<{ id: string }>(
      `insert into public.shifts (org_id, name, starts_at, ends_at, overtime_enabled,
         overtime_threshold_minutes, overtime_daily_cap_minutes, overtime_monthly_cap_minutes)
       values ($1, 'General', '09:30', '18:00', true, 30, 180, 300) returning id`,
      [orgId],
    );
    id.shift = shift!.id;
    const member = async (name: string, code: string, role: string, userId: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, shift_id, created_at)
           values ($1, $2, $3, $4, 'active', $5, $6, now() - interval '150 days') returning id`,
          [orgId, userId, name, role, code, id.shift],
        )
      )[0]!.id;
    id.priya = await member('Priya Nair', 'E-101', 'employee', priyaUser.id);
    id.dev = await member('Dev Malhotra', 'E-102', 'employee', devUser.id);
    id.suresh = await member('Suresh Pillai', 'E-900', 'incharge', inchargeUser.id);
    const [floor] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Dyeing floor', 'team', $2) returning id",
      [orgId, id.suresh],
    );
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [floor!.id, id.priya, orgId],
    );
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, $2, 'Guru Nanak Jayanti')",
      [orgId, THU],
    );
    await worked(id.priya, MON, '09:30', '19:45'); // 75 past 18:30
    await worked(id.priya, TUE, '09:30', '22:00'); // 210 past 18:30: the daily cap, 180
    await worked(id.priya, WED, '09:30', '19:30'); // 60, but the month has 45 left of 300
    await worked(id.priya, THU, '10:00', '12:30'); // a holiday: half a comp-off day
    await worked(id.priya, SUN, '10:00', '15:00'); // a weekly off: a whole comp-off day
    await runJob();
  });
  afterAll(async () => server?.close());

  it('counts overtime after the threshold under the daily and monthly caps, pending approval', async () => {
    const { status, body } = await list(owner);
    expect(status).toBe(200);
    expect(body.scope).toBe('organization');
    expect(body.settings).toEqual({
      overtime_approval: true,
      comp_off_mode: 'comp_off',
      comp_off_expiry_days: 90,
    });
    const figures = (date: string) => {
      const e = entryOn(body.entries, date);
      return [e.day_kind, e.extra_minutes, e.overtime_minutes, e.comp_off_days, e.status];
    };
    expect(figures(MON)).toEqual(['working', 75, 75, 0, 'pending']);
    expect(figures(TUE)).toEqual(['working', 210, 180, 0, 'pending']);
    expect(figures(WED)).toEqual(['working', 60, 45, 0, 'pending']);
    // Comp-off instead of overtime (the default): no overtime minutes on days off.
    expect(figures(THU)).toEqual(['holiday', 150, 0, 0.5, 'pending']);
    expect(figures(SUN)).toEqual(['weekly_off', 300, 0, 1, 'pending']);
    expect(entryOn(body.entries, SUN).comp_off_expires_on).toBe(
      DateTime.fromISO(SUN).plus({ days: 90 }).toISODate(),
    );
    expect(body.entries.every((e) => e.can_decide && e.full_name === 'Priya Nair')).toBe(true);
    // Reading again changes nothing.
    expect((await list(owner)).body.entries).toEqual(body.entries);
  });

  it('the person sees their own overtime and credits, and cannot approve them', async () => {
    const { status, body } = await mine(priyaUser, id.priya!);
    expect(status).toBe(200);
    expect(body.entries).toHaveLength(5);
    expect(body.entries.every((e) => !e.can_decide)).toBe(true);
    expect(body.totals).toMatchObject({
      overtime_minutes: 300,
      approved_overtime_minutes: 0,
      pending_overtime_minutes: 300,
      comp_off_days: 0,
    });
    expect(body.comp_off.credits).toEqual([]);
    const own = await decide(priyaUser, entryOn(body.entries, MON).id, 'approve');
    expect(own).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const listed = await list(priyaUser);
    expect(listed.body.scope).toBe('self');
    expect(listed.body.entries).toHaveLength(5);
  });

  it('a colleague and an outsider see nothing and decide nothing', async () => {
    const monId = entryOn((await list(owner)).body.entries, MON).id;
    const colleague = await list(devUser);
    expect(colleague.status).toBe(200);
    expect(colleague.body.entries).toEqual([]);
    expect((await mine(devUser, id.priya!)).status).toBe(404);
    expect((await decide(devUser, monId, 'approve')).status).toBe(404);

    expect((await list(outsider)).status).toBe(404);
    expect((await mine(outsider, id.priya!)).status).toBe(404);
    expect((await decide(outsider, monId, 'approve')).status).toBe(404);
    // Nor through the data API.
    const rows = await fetch(`${server.url}/rest/v1/overtime_entries?select=id`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${outsider.accessToken}` },
    }).then((r) => r.json());
    expect(rows).toEqual([]);
    const devRows = await fetch(`${server.url}/rest/v1/overtime_entries?select=id`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${devUser.accessToken}` },
    }).then((r) => r.json());
    expect(devRows).toEqual([]);
  });

  it('the in-charge and the owner decide; approving a comp-off credits the Comp-off balance', async () => {
    const staffList = await list(inchargeUser);
    expect(staffList.body.scope).toBe('own_people');
    expect(staffList.body.entries.every((e) => e.can_decide)).toBe(true);
    const entries = staffList.body.entries;
    expect(await decide(inchargeUser, entryOn(entries, MON).id, 'approve')).toMatchObject({
      status: 200,
      body: { status: 'approved' },
    });
    expect((await decide(owner, entryOn(entries, MON).id, 'reject')).status).toBe(409);
    expect((await decide(owner, entryOn(entries, WED).id, 'reject', 'Not asked for')).status).toBe(
      200,
    );
    expect((await decide(owner, entryOn(entries, TUE).id, 'approve')).status).toBe(200);
    expect((await decide(owner, entryOn(entries, SUN).id, 'approve')).status).toBe(200);

    const after = await list(owner, `from=${FROM}&to=${TO}`);
    const mon = entryOn(after.body.entries, MON);
    expect(mon).toMatchObject({ status: 'approved', decided_by_name: 'Suresh Pillai' });
    expect(entryOn(after.body.entries, WED)).toMatchObject({
      status: 'rejected',
      decision_note: 'Not asked for',
      decided_by_name: 'Meera Iyer',
      can_decide: false,
    });

    const { body } = await mine(priyaUser, id.priya!);
    expect(body.totals).toMatchObject({
      overtime_minutes: 255,
      approved_overtime_minutes: 255,
      pending_overtime_minutes: 0,
      comp_off_days: 1,
    });
    expect(body.comp_off.credits).toEqual([
      expect.objectContaining({ work_date: SUN, days: 1, expired: false }),
    ]);
    // The Comp-off leave type's ledger holds the credit (the leave module's balance).
    const ledger = await sql<{ kind: string; days: string; period: string; created_by: string }>(
      `select l.kind, l.days::text, l.period, l.created_by from public.leave_ledger l
         join public.leave_types t on t.id = l.leave_type_id
        where l.member_id = $1 and t.code = 'CO'`,
      [id.priya],
    );
    expect(ledger).toEqual([
      {
        kind: 'accrual',
        days: '1.00',
        period: `CO:${entryOn(after.body.entries, SUN).id}`,
        created_by: owner.id,
      },
    ]);
    const leave = await api(priyaUser).get<{
      balances: Array<{ type: { code: string }; balance: number }>;
    }>(`/api/members/${id.priya}/leave`);
    const co = leave.body.balances.find((b) => b.type.code === 'CO');
    // The balance shown is the current leave year's; the credit is in its own month's year.
    if (DateTime.fromISO(SUN).month >= 4 === DateTime.now().setZone(ZONE).month >= 4)
      expect(co?.balance).toBe(1);
    // Decisions are audited.
    const audit = await sql<{ n: string }>(
      "select count(*)::text as n from public.audit_log where entity = 'overtime_entries' and actor_id = $1",
      [owner.id],
    );
    expect(Number(audit[0]!.n)).toBeGreaterThanOrEqual(3);
  });

  it('timesheet and report: regular hours, overtime and approved overtime', async () => {
    const { body } = await mine(owner, id.priya!);
    // Worked: 615 + 750 + 600 + 150 + 300; beyond the schedule: 75 + 210 + 60 + 150 + 300.
    expect(body.totals.worked_minutes).toBe(2415);
    expect(body.totals.regular_minutes).toBe(2415 - 795);
    const report = await api(owner).get<{
      rows: Array<{
        member_id: string;
        minutes_worked: number;
        regular_minutes: number;
        overtime_minutes: number;
        approved_overtime_minutes: number;
      }>;
    }>(`/api/organizations/${orgId}/reports/attendance?from=${FROM}&to=${TO}&layout=summary`);
    expect(report.status).toBe(200);
    const row = report.body.rows.find((r) => r.member_id === id.priya)!;
    expect(row).toMatchObject({
      minutes_worked: 2415,
      regular_minutes: 1620,
      overtime_minutes: 255,
      approved_overtime_minutes: 255,
    });
    const csv = await fetch(
      `${server.url}/api/organizations/${orgId}/reports/attendance?from=${FROM}&to=${TO}&layout=summary&format=csv`,
      { headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` } },
    ).then((r) => r.text());
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Regular hours,Overtime hours,Approved overtime hours');
    expect(lines.find((l) => l.startsWith('Priya Nair'))).toMatch(/,27\.00,4\.25,4\.25$/);
  });

  it('without approval overtime is approved at once; an unused comp-off expires', async () => {
    await sql(
      'update public.organizations set overtime_approval = false, comp_off_mode = $2, comp_off_expiry_days = 5 where id = $1',
      [orgId, 'both'],
    );
    await worked(id.dev, MON, '09:30', '19:00'); // 30 past 18:30
    await worked(id.dev, SUN, '09:00', '11:30'); // a weekly off: overtime and half a comp-off day
    await runJob();
    const { body } = await mine(devUser, id.dev!);
    expect(entryOn(body.entries, MON)).toMatchObject({
      overtime_minutes: 30,
      status: 'approved',
      auto_approved: true,
    });
    expect(entryOn(body.entries, SUN)).toMatchObject({
      overtime_minutes: 150,
      comp_off_days: 0.5,
      status: 'approved',
      auto_approved: true,
      comp_off_expires_on: DateTime.fromISO(SUN).plus({ days: 5 }).toISODate(),
    });
    expect(body.totals.approved_overtime_minutes).toBe(180);
    expect(body.comp_off.credits).toEqual([
      expect.objectContaining({ work_date: SUN, days: 0.5, expired: true }),
    ]);
    // Credited and, its last day past and nothing taken, lapsed whole — once.
    await runJob();
    const ledger = await sql<{ kind: string; days: string }>(
      `select l.kind, l.days::text from public.leave_ledger l
         join public.leave_types t on t.id = l.leave_type_id
        where l.member_id = $1 and t.code = 'CO' order by l.kind`,
      [id.dev],
    );
    expect(ledger).toEqual([
      { kind: 'accrual', days: '0.50' },
      { kind: 'lapse', days: '-0.50' },
    ]);
    // Priya's decided entries stay as they were decided.
    const priya = await mine(owner, id.priya!);
    expect(entryOn(priya.body.entries, WED).status).toBe('rejected');
  });

  it('a shift that does not count overtime: no overtime, a comp-off for a day off still', async () => {
    const [plain] = await sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'Plain', '09:30', '18:00') returning id",
      [orgId],
    );
    const [kiran] = await sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status, shift_id, created_at)
       values ($1, 'Kiran Rao', 'employee', 'active', $2, now() - interval '150 days') returning id`,
      [orgId, plain!.id],
    );
    for (const [date, to] of [
      [MON, '22:00'],
      [SUN, '16:00'],
    ] as const)
      await sql(
        `insert into public.attendance_records (org_id, member_id, date, shift_id, check_in_at, check_out_at, status, method)
         values ($1, $2, $3, $4, $5, $6, 'present', 'manual')`,
        [orgId, kiran!.id, date, plain!.id, ist(date, '09:30'), ist(date, to)],
      );
    await runJob();
    const { body } = await mine(owner, kiran!.id);
    expect(body.entries.map((e) => [e.work_date, e.overtime_minutes, e.comp_off_days])).toEqual([
      [SUN, 0, 1],
    ]);
    // Every minute of the working day is regular; the day off's are not.
    expect(body.totals).toMatchObject({ worked_minutes: 750 + 390, regular_minutes: 750 });
  });

  it('refuses bad input and keeps nothing for an unknown entry', async () => {
    expect((await mine(owner, id.priya!, '2026-13')).status).toBe(400);
    expect((await list(owner, 'from=2026-05-01&to=2026-01-01')).status).toBe(400);
    const bad = await api(owner).post(`/api/overtime/${id.priya}/decision`, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await decide(owner, '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(
      404,
    );
  });
});
