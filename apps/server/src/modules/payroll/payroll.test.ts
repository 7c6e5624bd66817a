import { type PayrollLayout, type PayrollReport, payPeriods } from '@ias/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { syncStaleOvertime } from '../overtime/stale.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const ist = (date: string, time: string) => `${date}T${time}:00+05:30`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The pay period 26 February – 25 March 2026 (periods start on the 26th). */
const PERIOD = { from: '2026-02-26', to: '2026-03-25' };
const RANGE = `from=${PERIOD.from}&to=${PERIOD.to}`;

/**
 * A company in Asia/Kolkata, Sundays off, Holi on Wednesday 4 March, pay periods from the 26th.
 * 26 Feb – 25 Mar is 28 days: 4 Sundays, 1 holiday, 23 working days.
 * - Asha: 3 on time, 2 late, 1 half day, 1 absent; paid leave Fri 13 – Mon 16 (3 days: Saturday
 *   works, Sunday is off) and Wed 25 – Fri 27 (1 in the period); loss of pay Wed 18 and half of
 *   Thu 19 (1.5, unpaid type); one day of a paid type with no balance left (1 unpaid).
 * - Ravi joins on Wed 11 March: 15 days, 2 Sundays, 13 working days; 1 on time, 1 late, 1 absent.
 * - Kiran (own shift, Saturdays and Sundays off) leaves on Fri 20 March: 23 days, 6 weekly offs,
 *   the holiday, 16 working days; 2 on time, one of them till 20:00 (overtime after 18:30, approved
 *   without asking).
 */
describe('payroll numbers', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const payroll = (who: string, query = RANGE) =>
    api(who).get<PayrollReport>(`/api/organizations/${id.org}/payroll?${query}`);
  const authHeaders = (who: string) => ({
    apikey: server.anonKey,
    authorization: `Bearer ${user[who]!.accessToken}`,
  });
  const patch = async (who: string, path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: { ...authHeaders(who), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const csv = async (who: string, query: string) => {
    const response = await fetch(
      `${server.url}/api/organizations/${id.org}/payroll/export?format=csv&${RANGE}${query}`,
      { headers: authHeaders(who) },
    );
    expect(response.status).toBe(200);
    return parse(await response.text(), { bom: true }) as string[][];
  };
  const xlsx = async (who: string, body: Record<string, unknown>) => {
    const started = await api(who).post<{ id: string; status: string; download_url: string }>(
      `/api/organizations/${id.org}/payroll/exports`,
      { format: 'xlsx', ...PERIOD, ...body },
    );
    expect(started.status).toBe(202);
    let job = started.body;
    while (job.status === 'running') {
      await sleep(50);
      job = (await api(who).get<typeof job>(`/api/payroll/exports/${job.id}`)).body;
    }
    expect(job.status).toBe('done');
    const response = await fetch(`${server.url}${job.download_url}`, { headers: authHeaders(who) });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, userType, name] of [
      ['owner', 'Company', 'Nandini Rao'],
      ['incharge', 'Incharge', 'Sunil Rao'],
      ['asha', 'Employee', 'Asha Verma'],
      ['stranger', 'Company', 'Someone Else'],
    ] as const)
      user[key] = await createTestUser(server, { userType, metadata: { full_name: name } });
    id.org = (
      await api('owner').post<{ id: string }>('/api/organizations', {
        name: 'Ganga Traders',
        kind: 'company',
      })
    ).body.id;
    await sql(
      `update public.organizations set timezone = 'Asia/Kolkata', weekly_off_days = '{7}',
              payroll_period_start_day = 26 where id = $1`,
      [id.org],
    );
    const member = async (
      name: string,
      code: string,
      joined: string,
      extra: { who?: string; role?: string; shift?: string } = {},
    ) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, employee_code, created_at, shift_id)
           values ($1, $2, $3, $4, 'active', $5, $6, $7) returning id`,
          [
            id.org,
            extra.who ? user[extra.who]!.id : null,
            name,
            extra.role ?? 'employee',
            code,
            joined,
            extra.shift ?? null,
          ],
        )
      )[0]!.id;
    const [shift] = await sql<{ id: string }>(
      `insert into public.shifts (org_id, name, starts_at, ends_at, weekly_off_days)
       values ($1, 'Office', '09:30', '18:00', '{6,7}') returning id`,
      [id.org],
    );
    id.sunil = await member('Sunil Rao', 'S-001', '2026-01-05T04:00:00Z', {
      who: 'incharge',
      role: 'incharge',
    });
    id.asha = await member('Asha Verma', 'E-101', '2026-01-05T04:00:00Z', { who: 'asha' });
    // 09:30 in India on 11 March.
    id.ravi = await member('Ravi Kumar', 'E-102', '2026-03-11T04:00:00Z');
    id.kiran = await member('Kiran Das', 'E-103', '2026-01-05T04:00:00Z', { shift: shift!.id });
    await sql(
      `update public.memberships set status = 'left', left_at = '2026-03-20T12:00:00Z' where id = $1`,
      [id.kiran],
    );
    // Overtime after 18:30 on the office shift, approved without asking.
    await sql(
      'update public.shifts set overtime_enabled = true, overtime_threshold_minutes = 30 where id = $1',
      [shift!.id],
    );
    await sql('update public.organizations set overtime_approval = false where id = $1', [id.org]);
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, '2026-03-04', 'Holi')",
      [id.org],
    );
    const day = (memberId: string, date: string, status: string, inAt?: string, outAt?: string) =>
      sql(
        `insert into public.attendance_records (org_id, member_id, date, status, check_in_at, check_out_at, method)
         values ($1, $2, $3, $4, $5, $6, 'card')`,
        [id.org, memberId, date, status, inAt ?? null, outAt ?? null],
      );
    await day(id.asha, '2026-02-25', 'absent'); // the period before
    await day(
      id.asha,
      '2026-02-26',
      'present',
      ist('2026-02-26', '09:00'),
      ist('2026-02-26', '17:00'),
    );
    await day(
      id.asha,
      '2026-02-27',
      'present',
      ist('2026-02-27', '09:00'),
      ist('2026-02-27', '17:30'),
    );
    await day(id.asha, '2026-03-02', 'present', ist('2026-03-02', '09:10'));
    await day(
      id.asha,
      '2026-03-03',
      'late',
      ist('2026-03-03', '09:40'),
      ist('2026-03-03', '18:00'),
    );
    await day(
      id.asha,
      '2026-03-05',
      'late',
      ist('2026-03-05', '09:35'),
      ist('2026-03-05', '17:35'),
    );
    await day(
      id.asha,
      '2026-03-06',
      'half_day',
      ist('2026-03-06', '09:00'),
      ist('2026-03-06', '12:00'),
    );
    await day(id.asha, '2026-03-07', 'absent');
    await day(
      id.ravi,
      '2026-03-11',
      'present',
      ist('2026-03-11', '09:30'),
      ist('2026-03-11', '18:00'),
    );
    await day(
      id.ravi,
      '2026-03-12',
      'late',
      ist('2026-03-12', '10:00'),
      ist('2026-03-12', '18:00'),
    );
    await day(id.ravi, '2026-03-13', 'absent');
    await day(
      id.kiran,
      '2026-03-02',
      'present',
      ist('2026-03-02', '09:30'),
      ist('2026-03-02', '18:00'),
    );
    // Until 20:00: 90 minutes past 18:30.
    await day(
      id.kiran,
      '2026-03-03',
      'present',
      ist('2026-03-03', '09:30'),
      ist('2026-03-03', '20:00'),
    );

    // Leave through the leave module: filed by Asha, approved by the owner.
    const type = async (body: Record<string, unknown>) => {
      const created = await api('owner').post<{ id: string }>(
        `/api/organizations/${id.org}/leave-types`,
        body,
      );
      expect(created.status).toBe(201);
      return created.body.id;
    };
    const [lop] = await sql<{ id: string }>(
      "select id from public.leave_types where org_id = $1 and code = 'LOP'",
      [id.org],
    );
    const paid = await type({ code: 'PL', name: 'Paid leave', paid: true, yearly_quota: null });
    const spent = await type({
      code: 'CX',
      name: 'Comp leave',
      paid: true,
      yearly_quota: 0,
      over_balance: 'loss_of_pay',
    });
    const leave = async (typeId: string, from: string, to: string, halfDays: string[] = []) => {
      const filed = await api('asha').post<{ id: string }>('/api/leave/requests', {
        org_id: id.org,
        leave_type_id: typeId,
        from_date: from,
        to_date: to,
        half_days: halfDays,
        reason: 'Family matters',
      });
      expect(filed.status, JSON.stringify(filed.body)).toBe(201);
      const decided = await api('owner').post(`/api/requests/leave/${filed.body.id}/decision`, {
        decision: 'approve',
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    };
    await leave(paid, '2026-03-13', '2026-03-16');
    await leave(lop!.id, '2026-03-18', '2026-03-19', ['2026-03-19']);
    await leave(spent, '2026-03-20', '2026-03-20');
    await leave(paid, '2026-03-25', '2026-03-27');
    // The overtime job brings the written days' overtime up to date (payroll only reads it).
    await syncStaleOvertime(server.app.ctx.database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives each person the days payroll needs, by the day rule and leave pricing', async () => {
    const { status, body } = await payroll('owner');
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: PERIOD.from, to: PERIOD.to, payroll_period_start_day: 26 });
    const byName = Object.fromEntries(body.rows.map((r) => [r.full_name, r]));
    expect(body.rows.map((r) => r.full_name)).toEqual([
      'Asha Verma',
      'Kiran Das',
      'Ravi Kumar',
      'Sunil Rao',
    ]);
    expect(byName['Asha Verma']).toMatchObject({
      employee_code: 'E-101',
      joined_on: '2026-01-05',
      period_days: 28,
      working_days: 23,
      holidays: 1,
      weekly_offs: 4,
      present_days: 6,
      on_time_days: 3,
      late_count: 2,
      half_days: 1,
      absent_days: 1,
      paid_leave_days: 4,
      unpaid_leave_days: 2.5,
      loss_of_pay_days: 3.5,
      payable_days: 24.5,
      // 8 h + 8.5 h + 8 h 20 min + 8 h + 3 h; the 2nd has no check-out.
      hours_worked: 35.83,
      missing_check_outs: 1,
    });
    expect(byName['Ravi Kumar']).toMatchObject({
      joined_on: '2026-03-11',
      period_days: 15,
      working_days: 13,
      holidays: 0,
      weekly_offs: 2,
      present_days: 2,
      on_time_days: 1,
      late_count: 1,
      absent_days: 1,
      paid_leave_days: 0,
      unpaid_leave_days: 0,
      loss_of_pay_days: 1,
      payable_days: 14,
    });
    expect(byName['Kiran Das']).toMatchObject({
      status: 'left',
      left_on: '2026-03-20',
      period_days: 23,
      working_days: 16,
      holidays: 1,
      weekly_offs: 6,
      present_days: 2,
      approved_overtime_hours: 1.5,
      loss_of_pay_days: 0,
      payable_days: 23,
    });
    expect(byName['Sunil Rao']).toMatchObject({ working_days: 23, present_days: 0 });
  });

  it('agrees with the attendance report and the day endpoint for the same range', async () => {
    const [{ body: pay }, { body: report }] = await Promise.all([
      payroll('owner'),
      api('owner').get<{ rows: Array<Record<string, number | string>> }>(
        `/api/organizations/${id.org}/reports/attendance?${RANGE}`,
      ),
    ]);
    expect(report.rows.map((r) => r.member_id)).toEqual(pay.rows.map((r) => r.member_id));
    for (const row of pay.rows) {
      const same = report.rows.find((r) => r.member_id === row.member_id)!;
      expect({
        present: row.on_time_days,
        late: row.late_count,
        half_day: row.half_days,
        absent: row.absent_days,
        attended: row.present_days,
        missing_check_outs: row.missing_check_outs,
      }).toEqual({
        present: same.present,
        late: same.late,
        half_day: same.half_day,
        absent: same.absent,
        attended: same.attended,
        missing_check_outs: same.missing_check_outs,
      });
      expect(row.hours_worked).toBeCloseTo(Number(same.minutes_worked) / 60, 2);
      expect(row.approved_overtime_hours).toBeCloseTo(
        Number(same.approved_overtime_minutes) / 60,
        2,
      );
    }
    // The working days are the days GET /api/members/:id/days calls working (or leave).
    for (const [who, memberId] of [
      ['Asha Verma', id.asha],
      ['Kiran Das', id.kiran],
      ['Ravi Kumar', id.ravi],
    ] as const) {
      const { body: days } = await api('owner').get<{ days: Array<{ kind: string }> }>(
        `/api/members/${memberId}/days?from=2026-02-26&to=2026-03-25`,
      );
      const count = (kinds: string[]) => days.days.filter((d) => kinds.includes(d.kind)).length;
      const row = pay.rows.find((r) => r.full_name === who)!;
      expect(row.working_days, who).toBe(count(['working', 'leave']));
      expect(row.holidays, who).toBe(count(['holiday']));
      expect(row.weekly_offs, who).toBe(count(['weekly_off']));
    }
  });

  it('reads overtime without writing it; the overtime job brings a correction in', async () => {
    // A day of Kiran's without overtime, checked out at 19:30 by a correction: an hour past 18:30.
    const [day] = await server.sql<{ date: string }>(
      `select r.date::text from public.attendance_records r
        where r.member_id = $1 and r.check_in_at is not null and r.check_out_at is not null
          and not exists (select from public.overtime_entries e
                           where e.member_id = r.member_id and e.work_date = r.date)
        order by r.date limit 1`,
      [id.kiran],
    );
    await server.sql(
      'update public.attendance_records set check_out_at = $3 where member_id = $1 and date = $2',
      [id.kiran, day!.date, ist(day!.date, '19:30')],
    );
    // Everything the sync writes, with the transaction that last wrote each row.
    const written = async () => ({
      entries: await server.sql(
        `select id, overtime_minutes, status, xmin::text from public.overtime_entries
          where org_id = $1 order by id`,
        [id.org],
      ),
      marks: await server.sql(
        'select id::text, date::text, xmin::text from private.overtime_stale where org_id = $1 order by id',
        [id.org],
      ),
      credits: await server.sql(
        `select l.id, l.xmin::text from public.leave_ledger l
          join public.memberships m on m.id = l.member_id where m.org_id = $1 order by l.id`,
        [id.org],
      ),
    });
    const before = await written();
    expect(before.marks.length).toBeGreaterThan(0);
    const kiran = async () =>
      (await payroll('owner')).body.rows.find((r) => r.full_name === 'Kiran Das')!;
    expect((await kiran()).approved_overtime_hours).toBe(1.5);
    expect(await written()).toEqual(before);

    await syncStaleOvertime(server.app.ctx.database.db);
    expect((await written()).marks).toEqual([]);
    expect((await kiran()).approved_overtime_hours).toBe(2.5);
  });

  it('defaults to the pay period just closed', async () => {
    const today = DateTime.now().setZone('Asia/Kolkata').toISODate()!;
    const { body } = await payroll('owner', '');
    expect({ from: body.from, to: body.to }).toEqual(payPeriods(today, 26).previous);
    expect(body.periods).toEqual(payPeriods(today, 26));
  });

  it('covers one group (and its sub-groups) when asked', async () => {
    const [sales] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Sales', 'department') returning id",
      [id.org],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [sales!.id, id.asha, id.org],
    );
    const { body } = await payroll('owner', `${RANGE}&group_id=${sales!.id}`);
    expect(body.group).toEqual({ id: sales!.id, name: 'Sales' });
    expect(body.rows.map((r) => r.full_name)).toEqual(['Asha Verma']);
    expect(body.rows[0]).toMatchObject({ payable_days: 24.5, loss_of_pay_days: 3.5 });
    const other = await payroll('owner', `${RANGE}&group_id=${crypto.randomUUID()}`);
    expect(other.status).toBe(404);
  });

  it('writes CSV and XLSX in the columns and order of a saved layout', async () => {
    // Without a layout: every column.
    const all = await csv('owner', '');
    expect(all[0]).toContain('Loss-of-pay days');
    expect(all).toHaveLength(5);

    const saved = await api('owner').post<PayrollLayout>(
      `/api/organizations/${id.org}/payroll/layouts`,
      {
        name: 'For our accountant',
        columns: ['employee_code', 'full_name', 'payable_days', 'loss_of_pay_days', 'late_count'],
      },
    );
    expect(saved.status).toBe(201);
    const layout = saved.body;
    const duplicate = await api('owner').post(`/api/organizations/${id.org}/payroll/layouts`, {
      name: 'for our ACCOUNTANT',
      columns: ['full_name'],
    });
    expect(duplicate).toMatchObject({ status: 409, body: { code: 'payroll_layout_name_taken' } });
    const bad = await api('owner').post(`/api/organizations/${id.org}/payroll/layouts`, {
      name: 'Broken',
      columns: ['full_name', 'salary'],
    });
    expect(bad.status).toBe(400);
    const listed = await api('owner').get<{ layouts: PayrollLayout[] }>(
      `/api/organizations/${id.org}/payroll/layouts`,
    );
    expect(listed.body.layouts.map((l) => l.name)).toEqual(['For our accountant']);

    const rows = await csv('owner', `&layout_id=${layout.id}`);
    expect(rows[0]).toEqual(['Employee code', 'Name', 'Payable days', 'Loss-of-pay days', 'Late']);
    expect(rows[1]).toEqual(['E-101', 'Asha Verma', '24.5', '3.5', '2']);

    const book = await xlsx('owner', { layout_id: layout.id });
    expect(book.sheet.name).toBe('Payroll');
    expect(book.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(book.rows[0]).toEqual([
      'Employee code',
      'Name',
      'Payable days',
      'Loss-of-pay days',
      'Late',
    ]);
    // Typed numbers, not text.
    expect(book.rows[1]).toEqual(['E-101', 'Asha Verma', 24.5, 3.5, 2]);
    expect(book.rows[3]).toEqual(['E-102', 'Ravi Kumar', 14, 1, 1]);

    // Changing the layout changes the next file.
    const changed = await patch(
      'owner',
      `/api/organizations/${id.org}/payroll/layouts/${layout.id}`,
      {
        columns: ['full_name', 'joined_on', 'working_days', 'paid_leave_days', 'unpaid_leave_days'],
      },
    );
    expect(changed.status).toBe(200);
    const after = await xlsx('owner', { layout_id: layout.id });
    expect(after.rows[0]).toEqual([
      'Name',
      'Joined on',
      'Working days',
      'Paid leave',
      'Unpaid leave',
    ]);
    expect(after.rows[1]).toEqual(['Asha Verma', new Date('2026-01-05T00:00:00Z'), 23, 4, 2.5]);
    expect((await csv('owner', `&layout_id=${layout.id}`))[3]).toEqual([
      'Ravi Kumar',
      '2026-03-11',
      '13',
      '0',
      '0',
    ]);

    const removed = await fetch(
      `${server.url}/api/organizations/${id.org}/payroll/layouts/${layout.id}`,
      { method: 'DELETE', headers: authHeaders('owner') },
    );
    expect(removed.status).toBe(204);
    const gone = await fetch(
      `${server.url}/api/organizations/${id.org}/payroll/export?format=csv&${RANGE}&layout_id=${layout.id}`,
      { headers: authHeaders('owner') },
    );
    expect(gone.status).toBe(404);
  });

  it('is only for the owner: staff and employees are refused, strangers see nothing', async () => {
    await api('owner').post(`/api/organizations/${id.org}/payroll/layouts`, {
      name: 'Owner only',
      columns: ['full_name'],
    });
    for (const who of ['incharge', 'asha']) {
      expect((await payroll(who)).status, who).toBe(403);
      expect((await api(who).get(`/api/organizations/${id.org}/payroll/layouts`)).status).toBe(403);
      expect(
        (
          await api(who).post(`/api/organizations/${id.org}/payroll/layouts`, {
            name: 'Mine',
            columns: ['full_name'],
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api(who).post(`/api/organizations/${id.org}/payroll/exports`, {
            format: 'xlsx',
            ...PERIOD,
          })
        ).status,
      ).toBe(403);
      // Nor through the data API.
      const rows = await api(who).get<unknown[]>(
        `/rest/v1/payroll_layouts?org_id=eq.${id.org}&select=id`,
      );
      expect(rows).toMatchObject({ status: 200, body: [] });
    }
    expect((await payroll('stranger')).status).toBe(404);
    const insert = await api('incharge').post('/rest/v1/payroll_layouts', {
      org_id: id.org,
      name: 'Sneaky',
      columns: ['full_name'],
    });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    const owned = await api('owner').get<unknown[]>(
      `/rest/v1/payroll_layouts?org_id=eq.${id.org}&select=id`,
    );
    expect(owned.body).toHaveLength(1);
  });
});
