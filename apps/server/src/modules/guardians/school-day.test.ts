import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';
import { startStandIn, type StandIn } from './providers/stand-in.js';

const ZONE = 'Asia/Kolkata';
/** The latest school day that has begun: today, or yesterday when today is Sunday (weekly off). */
const TODAY = DateTime.now().setZone(ZONE).startOf('day');
const DAY = (TODAY.weekday === 7 ? TODAY.minus({ days: 1 }) : TODAY).toISODate()!;
/** A week earlier, the same weekday: made a holiday below. */
const HOLIDAY = DateTime.fromISO(DAY).minus({ days: 7 }).toISODate()!;
const WEEKDAY = DateTime.fromISO(DAY).weekday;
/** A wall-clock time of a day in the school's zone, as the sweep's clock. */
const at = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

describe('a simulated school day: guardians told of absences once, by e-mail and SMS', () => {
  let server: TestServer;
  let second: TestServer | undefined;
  let mail: MailCatcher;
  let sms: StandIn;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const smsTo = () =>
    sms.received.map((request) => (JSON.parse(request.body) as { to: string; text: string }).to);
  const sweep = (when: Date, on: TestServer = server) => on.app.guardianAlerts.sweep(when);

  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startStandIn((request) =>
      request.headers.authorization === 'Bearer gateway-token'
        ? { status: 200, body: { accepted: true } }
        : { status: 401, body: { error: 'bad token' } },
    );
    const env = {
      SMTP_URL: mail.url,
      SMS_PROVIDER: 'http',
      SMS_API_URL: `${sms.url}/v1/messages`,
      SMS_HTTP_BODY: '{"to":"{to}","text":"{text}","sender":"{sender}"}',
      SMS_HTTP_AUTHORIZATION: 'Bearer gateway-token',
      SMS_SENDER: 'SUNRSE',
      JWT_SECRET: 'a-shared-secret-for-two-instances-0123456789',
    };
    server = await startTestServer(env);
    // With PostgreSQL, a second instance on the same database sweeps at the same moments.
    if (REAL_POSTGRES_URL)
      second = await startTestServer({ ...env, DATABASE_URL: server.config.databaseUrl! });
    const sql = server.sql.bind(server);
    user.principal = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    user.teacher = await createTestUser(server, {
      userType: 'Teacher',
      metadata: { full_name: 'Farah Khan' },
    });
    id.school = (
      await api('principal').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const member = async (name: string, role: string, userId?: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', $5) returning id",
          [id.school, userId ?? null, name, role, monthAgo],
        )
      )[0]!.id;
    id.teacher = await member('Farah Khan', 'teacher', user.teacher.id);
    id.class7a = (
      await sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind) values ($1, 'Class 7A', 'class') returning id",
        [id.school],
      )
    )[0]!.id;
    id.dayScholars = (
      await sql<{ id: string }>(
        "insert into public.groups (org_id, name, kind) values ($1, 'Evening batch', 'class') returning id",
        [id.school],
      )
    )[0]!.id;
    const lesson = async (period: number, starts: string, ends: string, subject: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.class_sessions (org_id, group_id, subject, teacher_id, weekday, period, starts_at, ends_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [id.school, id.class7a, subject, id.teacher, WEEKDAY, period, starts, ends],
        )
      )[0]!.id;
    id.first = await lesson(1, '08:30', '09:10', 'Mathematics');
    id.second = await lesson(2, '09:15', '10:00', 'Hindi');

    // Class 7A: Asha, Kabir and Ravi absent; Meera absent too but on approved leave; Neel present
    // in the first period (absent only from the second). Isha has no timetable: the gate decides.
    const guardian = (
      name: string,
      phone: string,
      email: string,
      locale: 'en' | 'hi' = 'en',
      consent = true,
    ) => ({ full_name: name, relationship: 'mother', phone, email, locale, consent });
    const students: Array<[string, string, ReturnType<typeof guardian>, string]> = [
      [
        'asha',
        'Asha Verma',
        guardian('Sunita Verma', '98765 43210', 'sunita@example.in', 'hi'),
        id.class7a,
      ],
      ['kabir', 'Kabir Das', guardian('Rekha Das', '098765-43211', 'rekha@example.in'), id.class7a],
      [
        'ravi',
        'Ravi Kumar',
        guardian('Anil Kumar', '+91 98765 43212', 'anil@example.in'),
        id.class7a,
      ],
      ['meera', 'Meera Nair', guardian('Lata Nair', '9876543213', 'lata@example.in'), id.class7a],
      ['neel', 'Neel Shah', guardian('Hema Shah', '9876543214', 'hema@example.in'), id.class7a],
      ['isha', 'Isha Rao', guardian('Gita Rao', '9876543215', 'gita@example.in'), id.dayScholars],
    ];
    for (const [key, name, parent, group] of students) {
      id[key] = await member(name, 'student');
      await sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [group, id[key], id.school],
      );
      const saved = await api('principal').post(`/api/members/${id[key]}/guardians/1`, parent);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    // Without consent nobody is contacted: Kabir's second guardian.
    await api('principal').post(
      `/api/members/${id.kabir}/guardians/2`,
      guardian('Mohan Das', '9876543219', 'mohan@example.in', 'en', false),
    );
    await sql(
      `insert into public.leave_requests (org_id, member_id, from_date, to_date, reason, status, decided_at)
       values ($1, $2, $3, $3, 'Family wedding', 'approved', now())`,
      [id.school, id.meera, DAY],
    );
    await sql(
      "insert into public.holidays (org_id, date, name) values ($1, $2, 'Guru Nanak Jayanti')",
      [id.school, HOLIDAY],
    );
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await mail?.close();
    await sms?.close();
  });

  const rollCall = (session: string, date: string, absent: string[]) =>
    api('teacher').post('/api/roll-call', {
      class_session_id: session,
      date,
      entries: ['asha', 'kabir', 'ravi', 'meera', 'neel'].map((key) => ({
        member_id: id[key],
        status: absent.includes(key) ? 'absent' : 'present',
      })),
    });

  it('before the roll-call nobody is told anything', async () => {
    expect(await sweep(at(DAY, '08:45'))).toEqual({ planned: 0, sent: 0 });
    expect(mail.mails).toEqual([]);
    expect(sms.received).toEqual([]);
  });

  it('roll-call at 09:10 with three absentees (and one on leave) → three guardians told once', async () => {
    const taken = await rollCall(id.first!, DAY, ['asha', 'kabir', 'ravi', 'meera']);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    // The second period: Neel absent there only — not the morning's alert.
    expect((await rollCall(id.second!, DAY, ['neel'])).status).toBe(200);

    const result = await sweep(at(DAY, '09:10'));
    expect(result).toEqual({ planned: 6, sent: 6 });
    expect(mail.mails.map((m) => m.to[0]).sort()).toEqual([
      'anil@example.in',
      'rekha@example.in',
      'sunita@example.in',
    ]);
    expect(smsTo().sort()).toEqual(['+919876543210', '+919876543211', '+919876543212']);
    // Each in the guardian's language.
    const hindi = mail.mails.find((m) => m.to[0] === 'sunita@example.in')!;
    expect(hindi.subject).toBe('Asha Verma आज अनुपस्थित हैं');
    const kabirSms = sms.received
      .map((request) => JSON.parse(request.body) as { to: string; text: string; sender: string })
      .find((message) => message.to === '+919876543211')!;
    expect(kabirSms.text).toContain('Sunrise Public School: Kabir Das was marked absent');
    expect(kabirSms.sender).toBe('SUNRSE');
    expect(
      JSON.parse(sms.received.find((r) => r.body.includes('+919876543210'))!.body).text,
    ).toContain('अनुपस्थित');
  });

  it('sweeping again, twice at once (and on a second instance), sends nothing twice', async () => {
    const sweeps = [sweep(at(DAY, '09:11')), sweep(at(DAY, '09:11'))];
    if (second) sweeps.push(sweep(at(DAY, '09:11'), second), sweep(at(DAY, '09:12'), second));
    const results = await Promise.all(sweeps);
    expect(results.every((r) => r.planned === 0 && r.sent === 0)).toBe(true);
    expect(mail.mails).toHaveLength(3);
    expect(sms.received).toHaveLength(3);
  });

  it('at the gate’s cut-off a student of a class without a timetable and no check-in is absent', async () => {
    expect(await sweep(at(DAY, '09:59'))).toEqual({ planned: 0, sent: 0 });
    const results = await Promise.all([
      sweep(at(DAY, '10:00')),
      sweep(at(DAY, '10:00'), second ?? server),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect(mail.mails.map((m) => m.to[0])).toContain('gita@example.in');
    expect(smsTo().filter((to) => to === '+919876543215')).toHaveLength(1);
    expect(mail.mails).toHaveLength(4);
    expect(sms.received).toHaveLength(4);
  });

  it('the owner’s delivery log says what went to whom', async () => {
    const log = await api('principal').get<{
      deliveries: Array<{ student: string; channel: string; status: string; address: string }>;
    }>(`/api/organizations/${id.school}/guardian-deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(8);
    expect(log.body.deliveries.every((d) => d.status === 'sent')).toBe(true);
    expect(log.body.deliveries.map((d) => d.student)).not.toContain('Meera Nair');
    expect(log.body.deliveries.map((d) => d.student)).not.toContain('Neel Shah');
    const found = await api('principal').get<{ deliveries: unknown[] }>(
      `/api/organizations/${id.school}/guardian-deliveries?q=rekha`,
    );
    expect(found.body.deliveries).toHaveLength(2);
  });

  it('on a holiday nobody is told, even with a roll-call of absentees', async () => {
    expect((await rollCall(id.first!, HOLIDAY, ['asha', 'kabir', 'ravi'])).status).toBe(200);
    expect(await sweep(at(HOLIDAY, '09:10'))).toEqual({ planned: 0, sent: 0 });
    expect(await sweep(at(HOLIDAY, '11:00'))).toEqual({ planned: 0, sent: 0 });
    expect(mail.mails).toHaveLength(4);
    expect(sms.received).toHaveLength(4);
  });
});
