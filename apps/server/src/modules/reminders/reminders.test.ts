import { randomBytes } from 'node:crypto';
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
import { planReminders, reminderSchedule } from './reminders.js';

const ZONE = 'Asia/Kolkata';

/**
 * A Tuesday at least two days ahead (so every membership made now counts on it), then the
 * Wednesday after it is made a holiday and the Thursday is an ordinary working day again.
 */
function nextTuesday(): string {
  let day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 2 });
  while (day.weekday !== 2) day = day.plus({ days: 1 });
  return day.toISODate()!;
}
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;
/** An instant given as wall-clock time in the organisation's zone. */
const at = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

describe('reminders on the job queue', () => {
  let mail: MailCatcher;
  let a: TestServer;
  let b: TestServer; // a second instance on the same database (PostgreSQL); else the same one
  let owner: TestUser;
  let absentee: TestUser;
  let forgetful: TestUser;
  let onLeave: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  let orgId: string;
  let shiftId: string;
  let sessionId: string;
  let tuesday: string;
  let holiday: string;
  let thursday: string;

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
  const worker = (server: TestServer, id: string, leaseSeconds = 300) =>
    new JobWorker(server.app.ctx.database.db, reminderSchedule.handlers, {
      workerId: id,
      leaseSeconds,
    });
  /** Both instances tick and work at the same instant, as their timers would. */
  const bothInstances = async (now: Date) => {
    await Promise.all([
      planReminders(a.app.ctx.database.db, now),
      planReminders(b.app.ctx.database.db, now),
    ]);
    await Promise.all([worker(a, 'a').work(now), worker(b, 'b').work(now)]);
  };
  const sent = (kind: string) =>
    a.sql<{ user_id: string; params: Record<string, unknown>; link: string }>(
      'select user_id, params, link from public.notifications where org_id = $1 and kind = $2 order by created_at',
      [orgId, kind],
    );
  const member = async (user: TestUser, name: string, role: string, extra = '') => {
    const [row] = await a.sql<{ id: string }>(
      `insert into public.memberships (org_id, user_id, full_name, role, status, created_at${extra ? ', shift_id' : ''})
       values ($1, $2, $3, $4, 'active', now() - interval '30 days'${extra ? ', $5' : ''}) returning id`,
      extra ? [orgId, user.id, name, role, extra] : [orgId, user.id, name, role],
    );
    return row!.id;
  };

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    mail = await startMailCatcher();
    a = await startTestServer({ JWT_SECRET, SMTP_URL: mail.url });
    b = await secondInstance(a, { JWT_SECRET, SMTP_URL: mail.url });
    owner = await createTestUser(a, { userType: 'Company' });
    absentee = await createTestUser(a, { userType: 'Employee' });
    forgetful = await createTestUser(a, { userType: 'Employee' });
    onLeave = await createTestUser(a, { userType: 'Employee' });
    teacher = await createTestUser(a, { userType: 'Teacher' });
    student = await createTestUser(a, { userType: 'Student' });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Narmada Textiles',
        kind: 'company',
      })
    ).body.id;
    await a.sql('update public.organizations set timezone = $2 where id = $1', [orgId, ZONE]);
    tuesday = nextTuesday();
    holiday = plusDays(tuesday, 1);
    thursday = plusDays(tuesday, 2);
    await a.sql(
      "insert into public.holidays (org_id, date, name) values ($1, $2, 'Founders day')",
      [orgId, holiday],
    );
    const [shift] = await a.sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'Day shift', '09:00', '17:00') returning id",
      [orgId],
    );
    shiftId = shift!.id;
    await member(absentee, 'Asha Absent', 'employee', shiftId);
    const forgetfulId = await member(forgetful, 'Farhan Forgetful', 'employee', shiftId);
    const onLeaveId = await member(onLeave, 'Leela Leave', 'employee', shiftId);
    const teacherId = await member(teacher, 'Tara Teacher', 'teacher');
    await member(student, 'Sonu Student', 'student');
    // Forgetful checked in on Tuesday and never out; Leela has approved leave all week.
    await a.sql(
      `insert into public.attendance_records (org_id, member_id, date, shift_id, status, check_in_at, method)
       values ($1, $2, $3, $4, 'present', $5, 'manual')`,
      [orgId, forgetfulId, tuesday, shiftId, at(tuesday, '09:02')],
    );
    await a.sql(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status, decided_at)
       values ($1, $2, $3, $4, 'Family wedding', 'approved', now())`,
      [orgId, onLeaveId, tuesday, thursday],
    );
    const [group] = await a.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Weaving batch', 'class') returning id",
      [orgId],
    );
    const [session] = await a.sql<{ id: string }>(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, created_at)
       values ($1, $2, 'Loom safety', $3, 2, 1, '10:00', '10:45', now() - interval '30 days') returning id`,
      [orgId, group!.id, teacherId],
    );
    sessionId = session!.id;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await mail?.close();
  });

  it('reminds whoever has not checked in, once, however many instances run', async () => {
    await bothInstances(at(tuesday, '09:14'));
    expect(await sent('reminder_check_in')).toEqual([]);

    await bothInstances(at(tuesday, '09:16'));
    await bothInstances(at(tuesday, '09:20'));
    const reminders = await sent('reminder_check_in');
    // Not the one who checked in, not the one on leave; the absentee once.
    expect(reminders.map((r) => r.user_id)).toEqual([absentee.id]);
    expect(reminders[0]!.params).toMatchObject({
      org: 'Narmada Textiles',
      shift: 'Day shift',
      time: '09:00',
      date: tuesday,
    });
    expect(reminders[0]!.link).toBe('/dashboard/employee');
    const jobs = await a.sql<{ status: string }>(
      "select status from private.jobs where key like 'reminder:check_in:' || $1 || ':%'",
      [orgId],
    );
    expect(jobs).toEqual([{ status: 'done' }]);
  });

  it('reminds to check out at the end of the shift plus M minutes, once', async () => {
    await bothInstances(at(tuesday, '17:29'));
    expect(await sent('reminder_check_out')).toEqual([]);
    await bothInstances(at(tuesday, '17:31'));
    await bothInstances(at(tuesday, '17:45'));
    const reminders = await sent('reminder_check_out');
    expect(reminders.map((r) => r.user_id)).toEqual([forgetful.id]);
    expect(reminders[0]!.params).toMatchObject({ time: '17:00' });
  });

  it('reminds the teacher of a roll-call not taken after the lesson, not one that was taken', async () => {
    await bothInstances(at(tuesday, '10:56'));
    const reminders = await sent('reminder_roll_call');
    expect(reminders.map((r) => r.user_id)).toEqual([teacher.id]);
    expect(reminders[0]!.params).toMatchObject({
      subject: 'Loom safety',
      group: 'Weaving batch',
      time: '10:45',
    });
    expect(reminders[0]!.link).toBe('/dashboard/teacher/roll-call');
    // The next lesson's roll-call was taken: no reminder for it.
    const [taken] = await a.sql<{ id: string }>(
      `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at, created_at)
       select org_id, group_id, 'Dyeing', teacher_id, 2, 2, '11:00', '11:45', created_at
         from public.class_sessions where id = $1 returning id`,
      [sessionId],
    );
    const [pupil] = await a.sql<{ id: string }>(
      'select id from public.memberships where user_id = $1',
      [student.id],
    );
    await a.sql(
      `insert into public.attendance_records (org_id, member_id, date, class_session_id, status, method, marked_by)
       values ($1, $2, $3, $4, 'present', 'manual', $5)`,
      [orgId, pupil!.id, tuesday, taken!.id, teacher.id],
    );
    await bothInstances(at(tuesday, '11:56'));
    expect(await sent('reminder_roll_call')).toHaveLength(1);
  });

  it('sends nothing on a holiday', async () => {
    for (const time of ['09:16', '09:30', '10:56', '17:31', '18:00'])
      await bothInstances(at(holiday, time));
    const jobs = await a.sql(
      "select key from private.jobs where key like '%:' || $1 || ':%' and key like '%' || $2 || '%'",
      [holiday, orgId],
    );
    expect(jobs).toEqual([]);
    expect(await sent('reminder_check_in')).toHaveLength(1);
    expect(await sent('reminder_check_out')).toHaveLength(1);
  });

  it('a worker that dies after claiming leaves the job to another after its lease, and it runs once', async () => {
    const now = at(thursday, '09:16');
    await planReminders(a.app.ctx.database.db, now);
    const crashed = worker(a, 'crashed', 60);
    const claimed = await crashed.claim(now);
    expect(claimed.map((job) => job.name)).toContain('reminder.check_in');
    // The claim holds: another worker finds nothing to do within the lease.
    const rescuer = worker(b, 'rescuer', 60);
    await rescuer.work(new Date(now.getTime() + 30_000));
    expect(await sent('reminder_check_in')).toHaveLength(1); // Tuesday's
    // After the lease, the job is taken again and sent.
    await rescuer.work(new Date(now.getTime() + 61_000));
    const onThursday = async () =>
      (await sent('reminder_check_in'))
        .filter((r) => r.params.date === thursday)
        .map((r) => r.user_id)
        .sort();
    expect(await onThursday()).toEqual([absentee.id, forgetful.id].sort());
    // The crashed worker waking up late cannot run it a second time.
    const job = claimed.find((j) => j.name === 'reminder.check_in')!;
    expect(await crashed.run(job, new Date(now.getTime() + 62_000))).toBe('lost');
    await rescuer.work(new Date(now.getTime() + 3_600_000));
    expect(await onThursday()).toHaveLength(2);
    const [row] = await a.sql<{ status: string; attempts: number }>(
      'select status, attempts from private.jobs where key = $1',
      [`reminder:check_in:${orgId}:${thursday}:shift-${shiftId}`],
    );
    expect(row).toEqual({ status: 'done', attempts: 2 });
  });

  it('retries a failing job with a growing pause, then gives up with the error', async () => {
    const db = a.app.ctx.database.db;
    const { enqueue } = await import('../../lib/jobs/queue.js');
    let calls = 0;
    const flaky = new JobWorker(
      db,
      {
        'test.flaky': async () => {
          calls++;
          throw new Error('provider down');
        },
      },
      { workerId: 'flaky' },
    );
    const start = at(thursday, '12:00');
    expect(
      await enqueue(db, { name: 'test.flaky', key: 'test:flaky', runAt: start, maxAttempts: 2 }),
    ).toBe(true);
    expect(await enqueue(db, { name: 'test.flaky', key: 'test:flaky', runAt: start })).toBe(false);
    await flaky.work(start);
    expect(calls).toBe(1);
    await flaky.work(new Date(start.getTime() + 10_000)); // before the 30 s pause
    expect(calls).toBe(1);
    await flaky.work(new Date(start.getTime() + 31_000));
    expect(calls).toBe(2);
    await flaky.work(new Date(start.getTime() + 3_600_000));
    expect(calls).toBe(2);
    const [row] = await a.sql(
      'select status, attempts, last_error from private.jobs where key = $1',
      ['test:flaky'],
    );
    expect(row).toEqual({ status: 'failed', attempts: 2, last_error: 'provider down' });
  });

  it('a reminder switched off by the owner is not sent, even when already queued', async () => {
    // Thursday's check-out job is queued at 17:31 (the tick), then switched off before it runs.
    const [forgetfulId] = await a.sql<{ id: string }>(
      'select id from public.memberships where user_id = $1',
      [forgetful.id],
    );
    await a.sql(
      `insert into public.attendance_records (org_id, member_id, date, shift_id, status, check_in_at, method)
       values ($1, $2, $3, $4, 'present', $5, 'manual')`,
      [orgId, forgetfulId!.id, thursday, shiftId, at(thursday, '09:30')],
    );
    const now = at(thursday, '17:31');
    const queued = await a.sql('select 1 from private.jobs where key = $1', [
      `reminder:check_out:${orgId}:${thursday}:shift-${shiftId}`,
    ]);
    expect(queued).toEqual([]);
    await planReminders(a.app.ctx.database.db, now);
    const off = await patch(owner, `/api/organizations/${orgId}/reminders`, {
      check_out_enabled: false,
      check_in_enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ check_out_enabled: false, check_in_enabled: false });
    expect(
      await a.sql('select status from private.jobs where key = $1', [
        `reminder:check_out:${orgId}:${thursday}:shift-${shiftId}`,
      ]),
    ).toEqual([{ status: 'queued' }]);
    await bothInstances(now);
    expect(await sent('reminder_check_out')).toHaveLength(1); // Tuesday's only
    // And no new job is made while it is off (next Tuesday's morning tick).
    const nextTuesday = plusDays(tuesday, 7);
    await bothInstances(at(nextTuesday, '09:16'));
    const jobs = await a.sql(
      "select key from private.jobs where key like 'reminder:check_in:%' || $1 || '%'",
      [nextTuesday],
    );
    expect(jobs).toEqual([]);
  });

  it('sends the deciders a daily digest of the requests waiting for them', async () => {
    const [worker1] = await a.sql<{ id: string }>(
      'select id from public.memberships where user_id = $1 and org_id = $2',
      [absentee.id, orgId],
    );
    await a.sql(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason)
       values ($1, $2, $3, $3, 'Doctor visit'), ($1, $2, $4, $4, 'Bank work')`,
      [orgId, worker1!.id, plusDays(thursday, 7), plusDays(thursday, 8)],
    );
    const friday = plusDays(tuesday, 3);
    const onFriday = async () =>
      (await sent('reminder_requests')).filter((r) => r.params.date === friday);
    await bothInstances(at(friday, '08:59'));
    expect(await onFriday()).toEqual([]);
    await bothInstances(at(friday, '09:01'));
    await bothInstances(at(friday, '09:30'));
    const digests = await onFriday();
    expect(digests.map((r) => r.user_id)).toEqual([owner.id]);
    expect(digests[0]!.params).toMatchObject({ count: 2 });
    expect(digests[0]!.link).toBe('/dashboard/company/requests');
    // The owner's digest goes by e-mail too (the kind's default).
    const deliveries = await a.sql(
      "select d.channel from public.notification_deliveries d join public.notifications n on n.id = d.notification_id where n.kind = 'reminder_requests'",
    );
    expect(deliveries).toEqual([{ channel: 'email' }]);
    const digestMail = await mail.waitFor(owner.email, /2 requests wait for your decision/);
    expect(digestMail.text).toContain(
      'In Narmada Textiles, 2 leave and correction requests are waiting for you to approve or reject.',
    );
    // Whichever instance delivered it links to its own SITE_URL (one address in production).
    const links = [a.url, b.url].map((url) => `${url}/dashboard/company/requests`);
    expect(links.some((link) => digestMail.text.includes(link))).toBe(true);
  });

  it('warns students below the minimum weekly, and tells the hook', async () => {
    const { onLowAttendance } = await import('./reminders.js');
    const found: string[] = [];
    const stop = onLowAttendance(async (_trx, findings) => {
      found.push(...findings.map((f) => f.userId ?? ''));
    });
    try {
      await a.sql('update public.organizations set min_attendance_percent = 75 where id = $1', [
        orgId,
      ]);
      const [pupil] = await a.sql<{ id: string }>(
        'select id from public.memberships where user_id = $1',
        [student.id],
      );
      // Two of these five days attended, and Tuesday's lesson (the roll-call above): 50 %.
      for (const [back, status] of [
        [1, 'present'],
        [2, 'absent'],
        [3, 'absent'],
        [4, 'late'],
        [5, 'absent'],
      ] as const)
        await a.sql(
          `insert into public.attendance_records (org_id, member_id, date, status, method)
           values ($1, $2, $3, $4, 'manual')`,
          [orgId, pupil!.id, plusDays(tuesday, 6 - back), status],
        );
      const monday = plusDays(tuesday, 6);
      await bothInstances(at(monday, '09:05'));
      await bothInstances(at(monday, '10:00'));
      const warnings = await sent('reminder_low_attendance');
      expect(warnings.map((r) => r.user_id)).toEqual([student.id]);
      expect(warnings[0]!.params).toMatchObject({ percent: 50, minimum: 75 });
      expect(found).toEqual([student.id]);
    } finally {
      stop();
    }
  });

  it('tells the owner once when a kiosk has been offline for an hour', async () => {
    const kiosk = await api(owner).post<{ id: string }>(`/api/organizations/${orgId}/devices`, {
      name: 'Gate 2',
      methods: ['card'],
    });
    expect(kiosk.status).toBe(201);
    // The owner reads in Hindi: the alert's e-mail comes in Hindi.
    await a.sql("update public.profiles set locale = 'hi' where id = $1", [owner.id]);
    const seen = at(thursday, '08:10');
    await a.sql('update public.devices set last_seen_at = $2 where org_id = $1', [orgId, seen]);
    await bothInstances(at(thursday, '09:05'));
    expect(await sent('reminder_kiosk_offline')).toEqual([]);
    await bothInstances(at(thursday, '09:11'));
    await bothInstances(at(thursday, '11:00'));
    const alerts = await sent('reminder_kiosk_offline');
    expect(alerts.map((r) => r.user_id)).toEqual([owner.id]);
    expect(alerts[0]!.params).toMatchObject({ device: 'Gate 2', time: '08:10' });
    const hindi = await mail.waitFor(owner.email, /कियॉस्क "Gate 2" ऑफ़लाइन है/);
    expect(hindi.text).toContain('08:10 बजे के बाद से नहीं दिखा है');
    // Back online, then silent again: a new silence, a new alert.
    await a.sql('update public.devices set last_seen_at = $2 where org_id = $1', [
      orgId,
      at(thursday, '12:00'),
    ]);
    await bothInstances(at(thursday, '13:01'));
    expect(await sent('reminder_kiosk_offline')).toHaveLength(2);
  });

  it('reminds a student after their first lesson starts, once, where there is a kiosk', async () => {
    const on = await patch(owner, `/api/organizations/${orgId}/reminders`, {
      check_in_enabled: true,
    });
    expect(on.status).toBe(200);
    // The student is in a second group whose lesson starts later: still one reminder.
    const [club] = await a.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Design club', 'class') returning id",
      [orgId],
    );
    await a.sql(
      `insert into public.class_sessions (org_id, group_id, subject, weekday, period, starts_at, ends_at, created_at)
       values ($1, $2, 'Patterns', 2, 1, '10:30', '11:15', now() - interval '30 days')`,
      [orgId, club!.id],
    );
    const [pupil] = await a.sql<{ id: string }>(
      'select id from public.memberships where user_id = $1',
      [student.id],
    );
    const [batch] = await a.sql<{ group_id: string }>(
      'select group_id from public.class_sessions where id = $1',
      [sessionId],
    );
    await a.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $3, $4), ($2, $3, $4)',
      [batch!.group_id, club!.id, pupil!.id, orgId],
    );
    const later = plusDays(tuesday, 7);
    const forStudent = async () =>
      (await sent('reminder_check_in')).filter((r) => r.user_id === student.id);
    await bothInstances(at(later, '10:14'));
    expect(await forStudent()).toEqual([]);
    await bothInstances(at(later, '10:16'));
    await bothInstances(at(later, '10:46'));
    const reminders = await forStudent();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.params).toMatchObject({
      shift: 'Weaving batch',
      time: '10:00',
      date: later,
    });
    expect(reminders[0]!.link).toBe('/dashboard/student');
  });

  it('lets only the owner read and change the reminders, and refuses bad values', async () => {
    const read = await api(owner).get(`/api/organizations/${orgId}/reminders`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ requests_digest_time: '09:00', check_in_after_minutes: 15 });
    const bad = await patch(owner, `/api/organizations/${orgId}/reminders`, {
      requests_digest_time: '25:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'requests_digest_time: The digest time must be a time like 09:00.',
    });
    const tooLong = await patch(owner, `/api/organizations/${orgId}/reminders`, {
      check_in_after_minutes: 600,
    });
    expect(tooLong.status).toBe(400);
    const unknown = await patch(owner, `/api/organizations/${orgId}/reminders`, { sms: true });
    expect(unknown.status).toBe(400);
    const saved = await patch(owner, `/api/organizations/${orgId}/reminders`, {
      requests_digest_time: '07:30',
      check_in_after_minutes: 20,
    });
    expect(saved.body).toMatchObject({ requests_digest_time: '07:30', check_in_after_minutes: 20 });
    const employee = await apiAs(a.url, a.anonKey, absentee.accessToken).get(
      `/api/organizations/${orgId}/reminders`,
    );
    expect(employee.status).toBe(403);
    const change = await patch(absentee, `/api/organizations/${orgId}/reminders`, {
      check_in_enabled: false,
    });
    expect(change.status).toBe(403);
    // Through the data API the owner reads the row, an employee sees none.
    const { data: ownRow } = await owner.client.from('reminder_settings').select('org_id');
    expect(ownRow).toEqual([{ org_id: orgId }]);
    const { data: none } = await absentee.client.from('reminder_settings').select('org_id');
    expect(none).toEqual([]);
  });
});
