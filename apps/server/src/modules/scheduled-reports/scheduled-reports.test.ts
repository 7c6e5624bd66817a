import { randomBytes } from 'node:crypto';
import type { AttendanceReport, ScheduledReport, ScheduledReportList } from '@ias/shared';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';
import {
  createTestUser,
  secondInstance,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { deliverPendingRuns } from './deliver-runs.js';
import { scheduledReportJobs } from './jobs.js';
import { rangeFor } from './schedule-times.js';

const ZONE = 'Asia/Kolkata';
/** An instant given as wall-clock time in the organisation's zone. */
const at = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

/** The Monday at least a week ago, so the week it reports on is wholly past. */
function pastMonday(): string {
  let day = DateTime.now().setZone(ZONE).startOf('day').minus({ days: 7 });
  while (day.weekday !== 1) day = day.minus({ days: 1 });
  return day.toISODate()!;
}

describe('scheduled reports', () => {
  let mail: MailCatcher;
  let a: TestServer;
  let b: TestServer; // a second instance on the same database (PostgreSQL); else the same one
  let owner: TestUser;
  let accountant: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let monday: string;
  const people: Record<string, string> = {};

  const api = (user: TestUser) => apiAs(a.url, a.anonKey, user.accessToken);
  const patch = async (user: TestUser, path: string, body: unknown) => {
    const response = await fetch(`${a.url}${path}`, {
      method: 'PATCH',
      headers: {
        apikey: a.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const path = (suffix = '') => `/api/organizations/${orgId}/scheduled-reports${suffix}`;
  const create = (user: TestUser, body: Record<string, unknown>) =>
    api(user).post<ScheduledReport & { message?: string }>(path(), body);
  /** Owed from before `date` (the schedule was made "then"). */
  const activeSince = (id: string, date: string) =>
    a.sql('update public.scheduled_reports set active_since = $2 where id = $1', [
      id,
      at(date, '00:00'),
    ]);
  /** Both instances tick and work at the same instant, as their timers would, twice over. */
  const bothInstances = async (now: Date) => {
    const round = async (server: TestServer, id: string) => {
      const schedule = scheduledReportJobs(server.app.ctx, id);
      await schedule.tick(server.app.ctx.database.db, now);
      await new JobWorker(server.app.ctx.database.db, schedule.handlers, { workerId: id }).work(
        now,
      );
      await deliverPendingRuns(server.app.ctx, id, now);
    };
    await Promise.all([round(a, 'a'), round(b, 'b')]);
    await Promise.all([round(a, 'a2'), round(b, 'b2')]);
  };
  const runsOf = (id: string) =>
    a.sql<{ status: string; sent_to: string[]; bytes: number | null; range_from: string }>(
      'select status, sent_to, bytes, range_from::text from public.scheduled_report_runs where schedule_id = $1 order by due_at',
      [id],
    );

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    mail = await startMailCatcher();
    a = await startTestServer({ JWT_SECRET, SMTP_URL: mail.url });
    b = await secondInstance(a, { JWT_SECRET, SMTP_URL: mail.url });
    owner = await createTestUser(a, { userType: 'Company' });
    accountant = await createTestUser(a, { userType: 'Employee' });
    outsider = await createTestUser(a, { userType: 'Employee' });
    await a.sql("update public.profiles set locale = 'hi' where id = $1", [accountant.id]);
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Narmada Textiles',
        kind: 'company',
      })
    ).body.id;
    await a.sql('update public.organizations set timezone = $2 where id = $1', [orgId, ZONE]);
    const member = async (name: string, userId: string | null) =>
      (
        await a.sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, created_at)
           values ($1, $2, $3, 'employee', 'active', now() - interval '90 days') returning id`,
          [orgId, userId, name],
        )
      )[0]!.id;
    people.accountant = await member('Meera Iyer', accountant.id);
    people.ravi = await member('Ravi Kumar', null);
    people.sita = await member('Sita Devi', null);
    monday = pastMonday();
    const week = Array.from({ length: 5 }, (_, i) => plusDays(monday, i - 7)); // Mon–Fri before
    const statuses: Record<string, string[]> = {
      accountant: ['present', 'present', 'late', 'present', 'present'],
      ravi: ['absent', 'present', 'absent', 'half_day', 'present'],
      sita: ['on_leave', 'on_leave', 'present', 'late', 'absent'],
    };
    for (const [who, list] of Object.entries(statuses))
      for (const [i, status] of list.entries())
        await a.sql(
          `insert into public.attendance_records (org_id, member_id, date, status, method)
           values ($1, $2, $3, $4, 'manual')`,
          [orgId, people[who], week[i], status],
        );
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await mail?.close();
  });

  it('a bad address is refused with a clear message, and so is someone outside the organisation', async () => {
    const base = { name: 'Weekly', kind: 'weekly_summary', format: 'csv', send_time: '10:00' };
    const bad = await create(owner, {
      ...base,
      recipient_emails: ['payroll@example.com', 'not-an-address'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('recipient_emails: “not-an-address” is not an e-mail address.');
    const nobody = await create(owner, base);
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toMatch(/Choose at least one person or type an e-mail address/);
    const stranger = await create(owner, { ...base, recipient_user_ids: [outsider.id] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/members who have an e-mail address/);
    const time = await create(owner, {
      ...base,
      send_time: '25:00',
      recipient_emails: ['x@example.com'],
    });
    expect(time.body.message).toBe('send_time: The time must be a time like 10:00.');
  });

  it('a weekly schedule fires on Monday at 10:00 in Asia/Kolkata once, with the report’s figures attached', async () => {
    const created = await create(owner, {
      name: 'Weekly for payroll',
      kind: 'weekly_summary',
      format: 'xlsx',
      send_time: '10:00',
      weekday: 1,
      recipient_user_ids: [accountant.id],
      recipient_emails: [' Payroll@Example.com '],
    });
    expect(created.status).toBe(201);
    expect(created.body.recipient_emails).toEqual(['payroll@example.com']);
    const id = created.body.id;
    await activeSince(id, plusDays(monday, -1));

    await bothInstances(at(monday, '09:59'));
    expect(await runsOf(id)).toEqual([]);
    await bothInstances(at(monday, '10:00'));
    await bothInstances(at(monday, '10:01'));
    await bothInstances(at(plusDays(monday, 1), '10:00'));

    const sent = mail.mails.filter((m) => m.attachments.some((f) => f.filename.endsWith('.xlsx')));
    expect(sent.map((m) => m.to[0]).sort()).toEqual(
      [accountant.email, 'payroll@example.com'].sort(),
    );
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'sent', range_from: plusDays(monday, -7) });
    expect(runs[0]!.sent_to.sort()).toEqual([accountant.email, 'payroll@example.com'].sort());

    // The recipient's language: Hindi for the accountant, English for the typed address.
    const english = sent.find((m) => m.to[0] === 'payroll@example.com')!;
    const hindi = sent.find((m) => m.to[0] === accountant.email)!;
    const from = plusDays(monday, -7);
    const to = plusDays(monday, -1);
    expect(english.subject).toBe(`Weekly attendance summary, ${from} to ${to} — Narmada Textiles`);
    expect(hindi.subject).toBe(`साप्ताहिक उपस्थिति सारांश, ${from} से ${to} — Narmada Textiles`);
    const file = english.attachments[0]!;
    expect(file.filename).toBe(`summary-narmada-textiles-${from}-to-${to}.xlsx`);
    expect(runs[0]!.bytes).toBe(file.content.length);

    const report = (
      await api(owner).get<AttendanceReport>(
        `/api/organizations/${orgId}/reports/attendance?from=${from}&to=${to}`,
      )
    ).body;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('People')!;
    const header = sheet.getRow(1).values as unknown[];
    const presentAt = header.indexOf('Present');
    expect(sheet.rowCount - 1).toBe(report.rows.length);
    report.rows.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      expect(cells.getCell(1).value).toBe(row.full_name);
      const figures = [row.present, row.late, row.half_day, row.absent, row.on_leave];
      expect(figures.map((_, k) => cells.getCell(presentAt + k).value)).toEqual(figures);
    });
    expect(report.rows.find((r) => r.full_name === 'Ravi Kumar')).toMatchObject({ absent: 2 });

    // The owner's card: last sent, next Monday at 10:00 IST.
    const list = (await api(owner).get<ScheduledReportList>(path())).body;
    const shown = list.schedules.find((s) => s.id === id)!;
    expect(shown.recent_runs[0]).toMatchObject({ status: 'sent', bytes: file.content.length });
    expect(DateTime.fromISO(shown.next_run_at!, { zone: ZONE }).toFormat('c HH:mm')).toBe(
      '1 10:00',
    );
  });

  it('paused schedules do not fire; a missed run is caught up once after a restart', async () => {
    const daily = {
      name: 'Absentees',
      kind: 'daily_absentees',
      format: 'csv',
      send_time: '10:00',
      recipient_emails: ['gate@example.com'],
    };
    const paused = (await create(owner, daily)).body.id;
    expect((await patch(owner, path(`/${paused}`), { is_paused: true })).status).toBe(200);
    const missed = (await create(owner, { ...daily, recipient_emails: ['late@example.com'] })).body
      .id;
    for (const id of [paused, missed]) await activeSince(id, plusDays(monday, -1));
    await a.sql('update public.scheduled_reports set is_paused = true where id = $1', [paused]);
    // The servers were down from Monday morning to Thursday noon.
    await bothInstances(at(plusDays(monday, 3), '12:00'));
    expect(await runsOf(paused)).toEqual([]);
    const runs = await runsOf(missed);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'sent', range_from: plusDays(monday, 3) });
    expect(mail.mails.filter((m) => m.to.includes('gate@example.com'))).toHaveLength(0);
    expect(mail.mails.filter((m) => m.to.includes('late@example.com'))).toHaveLength(1);
  });

  it('a non-owner can neither make nor read schedules, through the API or the data API', async () => {
    const employee = accountant;
    const body = {
      name: 'Mine',
      kind: 'weekly_summary',
      format: 'csv',
      send_time: '10:00',
      recipient_emails: ['me@example.com'],
    };
    expect((await create(employee, body)).status).toBe(403);
    expect((await api(employee).get(path())).status).toBe(403);
    expect((await api(outsider).get(path())).status).toBe(404);
    const rest = (user: TestUser, table: string) =>
      api(user).get<unknown[]>(`/rest/v1/${table}?org_id=eq.${orgId}&select=id`);
    expect((await rest(owner, 'scheduled_reports')).body.length).toBeGreaterThan(0);
    expect((await rest(owner, 'scheduled_report_runs')).body.length).toBeGreaterThan(0);
    expect((await rest(employee, 'scheduled_reports')).body).toEqual([]);
    expect((await rest(employee, 'scheduled_report_runs')).body).toEqual([]);
    const insert = await api(employee).post('/rest/v1/scheduled_reports', {
      org_id: orgId,
      ...body,
    });
    expect([401, 403]).toContain(insert.status);
  });

  it('send now mails the report at once; delete removes the schedule and its runs', async () => {
    const id = (
      await create(owner, {
        name: 'Register',
        kind: 'monthly_register',
        monthly_period: 'pay_period',
        format: 'pdf',
        send_time: '09:00',
        recipient_emails: ['register@example.com'],
      })
    ).body.id;
    const sent = await api(owner).post(path(`/${id}/send`));
    expect(sent.status).toBe(202);
    const got = await mail.waitFor('register@example.com', /Attendance register/);
    expect(got.attachments[0]!.contentType).toBe('application/pdf');
    expect(got.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(owner).delete(path(`/${id}`))).status).toBe(204);
    expect(await runsOf(id)).toEqual([]);
    expect((await api(owner).delete(path(`/${id}`))).status).toBe(404);

    // A group's schedule goes with the group (it never widens to the whole organisation).
    const [group] = await a.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Weaving', 'department') returning id",
      [orgId],
    );
    const grouped = await create(owner, {
      name: 'Weaving absentees',
      kind: 'daily_absentees',
      format: 'csv',
      send_time: '10:00',
      group_id: group!.id,
      recipient_emails: ['weaving@example.com'],
    });
    expect(grouped.status).toBe(201);
    await a.sql('delete from public.groups where id = $1', [group!.id]);
    const left = (await api(owner).get<ScheduledReportList>(path())).body.schedules;
    expect(left.map((s) => s.id)).not.toContain(grouped.body.id);
  });

  it('the monthly register covers the calendar month, or the pay period that just closed', () => {
    const clock = { timezone: ZONE, payrollPeriodStartDay: 26, isWorkingDay: () => true };
    const timing = { kind: 'monthly_register', send_time: '09:00', weekday: 1 } as const;
    const on = (date: string) => DateTime.fromISO(`${date}T09:00`, { zone: ZONE });
    expect(
      rangeFor({ ...timing, monthly_period: 'calendar_month' }, on('2026-03-01'), clock),
    ).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(rangeFor({ ...timing, monthly_period: 'pay_period' }, on('2026-03-26'), clock)).toEqual({
      from: '2026-02-26',
      to: '2026-03-25',
    });
  });
});
