import { payPeriods } from '@ias/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const TODAY = DateTime.now().setZone('Asia/Kolkata').toISODate()!;
/** A wall-clock time in India, as the instant the database keeps (in UTC). */
const ist = (date: string, time: string) => `${date}T${time}:00+05:30`;

/**
 * A company in Asia/Kolkata with a known start of March 2026 (1 March is a Sunday, 4 March a
 * holiday). Meena: 2 present, 1 late, 1 half day, 1 absent, 1 on leave → 4 of 5, 80 %; 19 h 50 min
 * worked; one forgotten check-out. Gopal works nights (22:00–06:00) with Fridays off.
 */
describe('attendance report of a company', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const url = (query: string) =>
    `${server.url}/api/organizations/${id.mill}/reports/attendance?${query}`;
  const report = (who: string, query: string) =>
    apiAs(server.url, server.anonKey, user[who]!.accessToken).get<{
      organization: { payroll_period_start_day: number };
      rows: Array<Record<string, unknown>>;
    }>(url(query).slice(server.url.length));
  const csv = async (who: string, query: string) => {
    const response = await fetch(url(`${query}&format=csv`), {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user[who]!.accessToken}` },
    });
    return {
      fileName: response.headers.get('content-disposition'),
      rows: parse(await response.text(), { bom: true }) as string[][],
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['owner', 'Company', 'Vikram Shah'],
      ['incharge', 'Incharge', 'Sunil Rao'],
      ['meena', 'Employee', 'Meena Iyer'],
    ] as const) {
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    }
    id.mill = (
      await apiAs(server.url, server.anonKey, user.owner!.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Kaveri Textiles', kind: 'company' },
      )
    ).body.id;
    const member = async (name: string, role: string, code: string | null, who?: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, created_at)
           values ($1, $2, $3, $4, 'active', $5, '2026-01-05T04:00:00Z') returning id`,
          [id.mill, who ? user[who]!.id : null, name, role, code],
        )
      )[0]!.id;
    const group = async (
      name: string,
      members: string[],
      extra: { responsible?: string; shift?: string },
    ) => {
      const [row] = await sql<{ id: string }>(
        `insert into public.groups (org_id, name, kind, responsible_id, shift_id)
         values ($1, $2, 'department', $3, $4) returning id`,
        [id.mill, name, extra.responsible ?? null, extra.shift ?? null],
      );
      for (const m of members)
        await sql(
          'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
          [row!.id, m, id.mill],
        );
    };
    const day = (
      memberId: string,
      date: string,
      status: string,
      times: { in?: string; out?: string; flags?: string[] } = {},
    ) =>
      sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, check_out_at, flags, method)
         values ($1, $2, $3, $4, $5, $6, $7, 'card')`,
        [id.mill, memberId, date, status, times.in ?? null, times.out ?? null, times.flags ?? []],
      );

    id.sunil = await member('Sunil Rao', 'incharge', 'S-001', 'incharge');
    id.meena = await member('Meena Iyer', 'employee', 'E-101', 'meena');
    id.lata = await member('Lata Weaver', 'employee', 'E-102');
    id.gopal = await member('Gopal Dyer', 'employee', 'E-201');
    const [night] = await sql<{ id: string }>(
      `insert into public.shifts (org_id, name, starts_at, ends_at, weekly_off_days)
       values ($1, 'Night', '22:00', '06:00', '{5}') returning id`,
      [id.mill],
    );
    await group('Weaving', [id.meena, id.lata], { responsible: id.sunil });
    await group('Dyeing', [id.gopal], { shift: night!.id });
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-03-04', 'Holi')",
      [id.mill],
    );

    await day(id.meena, '2026-02-25', 'absent'); // the pay period before
    await day(id.meena, '2026-02-26', 'present', {
      in: ist('2026-02-26', '09:00'),
      out: ist('2026-02-26', '17:00'),
    });
    await day(id.meena, '2026-03-02', 'present', {
      in: ist('2026-03-02', '09:00'),
      out: ist('2026-03-02', '17:30'),
    });
    await day(id.meena, '2026-03-03', 'late', {
      in: ist('2026-03-03', '09:40'),
      out: ist('2026-03-03', '18:00'),
    });
    await day(id.meena, '2026-03-05', 'half_day', {
      in: ist('2026-03-05', '09:00'),
      out: ist('2026-03-05', '12:00'),
    });
    await day(id.meena, '2026-03-06', 'present', {
      in: ist('2026-03-06', '09:00'),
      flags: ['missing_check_out'],
    });
    await day(id.meena, '2026-03-07', 'absent');
    await day(id.meena, '2026-03-09', 'on_leave');
    // Not flagged yet, but a past day without a check-out all the same.
    await day(id.lata, '2026-03-02', 'present', { in: ist('2026-03-02', '09:05') });
    await day(id.lata, '2026-03-03', 'excused');
    // Still at work today: not a forgotten check-out.
    await day(id.lata, TODAY, 'present', { in: new Date().toISOString() });
    await day(id.gopal, '2026-03-02', 'absent');
    // The night of 3 March, out at 06:00 on the 4th: it belongs to the 3rd.
    await day(id.gopal, '2026-03-03', 'present', {
      in: ist('2026-03-03', '22:00'),
      out: ist('2026-03-04', '06:00'),
    });
  });
  afterAll(async () => server?.close());

  it('counts, the percentage, hours worked and forgotten check-outs per person', async () => {
    const { status, body } = await report('owner', 'from=2026-03-01&to=2026-03-31');
    expect(status).toBe(200);
    expect(body.rows.map((r) => r.full_name)).toEqual([
      'Gopal Dyer',
      'Lata Weaver',
      'Meena Iyer',
      'Sunil Rao',
    ]);
    const [gopal, lata, meena, sunil] = body.rows;
    expect(meena).toMatchObject({
      number: 'E-101',
      groups: ['Weaving'],
      counted_by: 'days',
      present: 2,
      late: 1,
      half_day: 1,
      absent: 1,
      on_leave: 1,
      excused: 0,
      attended: 4,
      counted: 5,
      percent: 80,
      is_below_minimum: false,
      minutes_worked: 510 + 500 + 180,
      missing_check_outs: 1,
    });
    expect(lata).toMatchObject({
      excused: 1,
      percent: 100,
      minutes_worked: 0,
      missing_check_outs: 1,
    });
    expect(gopal).toMatchObject({ percent: 50, minutes_worked: 480, missing_check_outs: 0 });
    expect(sunil).toMatchObject({ counted: 0, percent: null, minutes_worked: 0 });

    const today = await report('owner', `from=${TODAY}&to=${TODAY}`);
    expect(today.body.rows.find((r) => r.full_name === 'Lata Weaver')).toMatchObject({
      present: 1,
      missing_check_outs: 0,
    });
  });

  it('an in-charge sees their department; an employee sees no report', async () => {
    const { body } = await report('incharge', 'from=2026-03-01&to=2026-03-31');
    expect(body.rows.map((r) => r.full_name)).toEqual(['Lata Weaver', 'Meena Iyer']);
    expect(await report('meena', 'from=2026-03-01&to=2026-03-31')).toMatchObject({
      status: 403,
      body: {
        code: 'forbidden',
        message: 'The attendance report is for owners, teachers and in-charges.',
      },
    });
  });

  it('CSV with hours and forgotten check-outs', async () => {
    const { rows } = await csv('owner', 'from=2026-03-01&to=2026-03-31');
    expect(rows[0]!.slice(-7)).toEqual([
      'Attendance %',
      'Hours worked',
      'Days without check-out',
      'Automatic check-outs',
      'Regular hours',
      'Overtime hours',
      'Approved overtime hours',
    ]);
    expect(rows[0]![1]).toBe('Employee code');
    expect(rows[3]).toEqual(
      ['Meena Iyer', 'E-101', 'Employee', 'Weaving', 'Active', 'Days'].concat([
        '2',
        '1',
        '1',
        '1',
        '1',
        '0',
        '4',
        '5',
        '80.0',
        '19.83',
        '1',
        '0',
        // No shift of theirs counts overtime: every hour is regular (modules/overtime).
        '19.83',
        '0.00',
        '0.00',
      ]),
    );
  });

  it('day-by-day CSV: a code per day, holidays, and each person’s own weekly off', async () => {
    const { rows } = await csv('owner', 'from=2026-03-01&to=2026-03-10&layout=daily');
    expect(rows[0]!.slice(6)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    const codes = (name: string) => rows.find((r) => r[0] === name)!.slice(6);
    expect(codes('Meena Iyer')).toEqual(['WO', 'P', 'L', 'HOL', 'H', 'P', 'A', 'WO', 'OL', '']);
    // Gopal's shift is off on Fridays (6 March), not Sundays.
    expect(codes('Gopal Dyer')).toEqual(['', 'A', 'P', 'HOL', '', 'WO', '', '', '', '']);
  });

  it('the owner sets the pay period to start on the 26th; nobody else can', async () => {
    const setDay = (who: string, day: number) =>
      user[who]!.client.from('organizations')
        .update({ payroll_period_start_day: day })
        .eq('id', id.mill)
        .select('payroll_period_start_day');
    expect(
      (await report('owner', 'from=2026-03-01&to=2026-03-01')).body.organization,
    ).toMatchObject({
      payroll_period_start_day: 1,
    });
    expect((await setDay('owner', 29)).error?.code).toBe('23514');
    expect((await setDay('incharge', 20)).data).toEqual([]);
    expect((await setDay('meena', 20)).data ?? []).toEqual([]);
    expect((await setDay('owner', 26)).data).toEqual([{ payroll_period_start_day: 26 }]);

    const first = await report('owner', 'from=2026-03-01&to=2026-03-01');
    const startDay = first.body.organization.payroll_period_start_day;
    expect(startDay).toBe(26);
    const { current, previous } = payPeriods('2026-03-20', startDay);
    expect(current).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(previous).toEqual({ from: '2026-01-26', to: '2026-02-25' });

    const period = await csv('owner', `from=${current.from}&to=${current.to}`);
    expect(period.fileName).toBe(
      'attachment; filename="attendance-kaveri-textiles-2026-02-26-to-2026-03-25.csv"',
    );
    const meena = period.rows.find((r) => r[0] === 'Meena Iyer')!;
    // 26 February is in this period, 25 February in the last one.
    expect(meena.slice(6, 17)).toEqual([
      '3',
      '1',
      '1',
      '1',
      '1',
      '0',
      '5',
      '6',
      '83.3',
      '27.83',
      '1',
    ]);
    const before = await report('owner', `from=${previous.from}&to=${previous.to}`);
    expect(before.body.rows.find((r) => r.full_name === 'Meena Iyer')).toMatchObject({
      absent: 1,
      counted: 1,
      percent: 0,
    });
  });

  it('automatic check-outs: counted per person in JSON, CSV and XLSX, marked day by day', async () => {
    // Ravi forgets to check out twice in April; the automatic check-out closes both days.
    const [ravi] = await server.sql<{ id: string }>(
      `insert into public.memberships (org_id, full_name, role, status, employee_code, created_at)
       values ($1, 'Ravi Kumar', 'employee', 'active', 'E-301', '2026-01-05T04:00:00Z') returning id`,
      [id.mill],
    );
    const record = (date: string, out: string, flags: string[]) =>
      server.sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, check_out_at, flags, method)
         values ($1, $2, $3, 'present', $4, $5, $6, 'card')`,
        [id.mill, ravi!.id, date, ist(date, '09:00'), ist(date, out), flags],
      );
    await record('2026-04-06', '18:00', ['auto_check_out']);
    await record('2026-04-07', '17:00', []);
    await record('2026-04-08', '18:00', ['auto_check_out']);
    const april = 'from=2026-04-01&to=2026-04-10';

    const json = await report('owner', april);
    expect(json.body.rows.find((r) => r.full_name === 'Ravi Kumar')).toMatchObject({
      present: 3,
      auto_check_outs: 2,
      missing_check_outs: 0,
    });
    expect(json.body.rows.find((r) => r.full_name === 'Meena Iyer')).toMatchObject({
      auto_check_outs: 0,
    });

    const { rows } = await csv('owner', april);
    const autoColumn = rows[0]!.indexOf('Automatic check-outs');
    expect(autoColumn).toBe(rows[0]!.indexOf('Days without check-out') + 1);
    expect(rows.find((r) => r[0] === 'Ravi Kumar')![autoColumn]).toBe('2');

    const daily = await csv('owner', `${april}&layout=daily`);
    expect(daily.rows.find((r) => r[0] === 'Ravi Kumar')!.slice(6)).toEqual([
      '',
      '',
      '',
      '',
      'WO',
      'P+AC',
      'P',
      'P+AC',
      '',
      '',
    ]);
    const dailyJson = await apiAs(server.url, server.anonKey, user.owner!.accessToken).get<{
      rows: Array<{ full_name: string; codes: string[] }>;
    }>(`/api/organizations/${id.mill}/reports/attendance?${april}&layout=daily`);
    expect(dailyJson.body.rows.find((r) => r.full_name === 'Ravi Kumar')!.codes).toEqual(
      daily.rows.find((r) => r[0] === 'Ravi Kumar')!.slice(6),
    );

    // The XLSX export carries the CSV summary's columns, overtime and automatic check-outs too.
    const owner = apiAs(server.url, server.anonKey, user.owner!.accessToken);
    const started = await owner.post<{ id: string; status: string; download_url: string | null }>(
      `/api/organizations/${id.mill}/exports`,
      { format: 'xlsx', from: '2026-04-01', to: '2026-04-10' },
    );
    expect(started.status).toBe(202);
    let job = started.body;
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await owner.get<typeof job>(`/api/exports/${job.id}`)).body;
    }
    expect(job.status).toBe('done');
    const file = await fetch(`${server.url}${job.download_url}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user.owner!.accessToken}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const people = workbook.getWorksheet('People')!;
    const header = (people.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-7)).toEqual(rows[0]!.slice(-7));
    const raviRow = people
      .getSheetValues()
      .find((r) => Array.isArray(r) && r[1] === 'Ravi Kumar') as unknown[];
    expect(raviRow.slice(-6)).toEqual([26, 0, 2, 26, 0, 0]);
    const days = workbook.getWorksheet('Day by day')!;
    const raviDays = days
      .getSheetValues()
      .find((r) => Array.isArray(r) && r[1] === 'Ravi Kumar') as unknown[];
    // Values are 1-based: seven person columns, then 1–10 April.
    expect(raviDays.slice(8 + 5, 8 + 8)).toEqual(['P+AC', 'P', 'P+AC']);
  });

  it('day-by-day CSV of more people than one chunk: everyone once, in name order, the same codes as JSON', async () => {
    // 1,203 more workers (three chunks of people), each present on 2 March and absent on 3 March.
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status, employee_code, created_at)
       select $1, 'Worker ' || lpad(n::text, 4, '0'), 'employee', 'active', 'W' || n, '2026-01-05T04:00:00Z'
         from generate_series(1, 1203) n`,
      [id.mill],
    );
    await server.sql(
      `insert into public.attendance_records (org_id, member_id, date, status, method)
       select m.org_id, m.id, d.date, d.status, 'manual'
         from public.memberships m,
              (values ('2026-03-02'::date, 'present'), ('2026-03-03'::date, 'absent')) d (date, status)
        where m.org_id = $1 and m.full_name like 'Worker %'`,
      [id.mill],
    );
    const query = 'from=2026-03-02&to=2026-03-03&layout=daily';
    const { rows } = await csv('owner', query);
    const people = rows.slice(1);
    const names = people.map((r) => r[0]!);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith('Worker '))).toHaveLength(1203);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true }),
      ),
    );
    for (const worker of people.filter((r) => r[0]!.startsWith('Worker ')))
      expect(worker.slice(6)).toEqual(['P', 'A']);
    expect(people.find((r) => r[0] === 'Meena Iyer')!.slice(6)).toEqual(['P', 'L']);

    const json = await apiAs(server.url, server.anonKey, user.owner!.accessToken).get<{
      rows: Array<{ full_name: string; codes: string[] }>;
    }>(`/api/organizations/${id.mill}/reports/attendance?${query}`);
    expect(json.body.rows.map((r) => [r.full_name, ...r.codes])).toEqual(
      people.map((r) => [r[0], ...r.slice(6)]),
    );
  });
});
