import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { inQuietHours } from './alerts.js';
import { toE164 } from './phone.js';

describe('phone numbers', () => {
  it('accepts Indian numbers as typed and others with their country code', () => {
    expect(toE164('98765 43210')).toBe('+919876543210');
    expect(toE164('098765-43210')).toBe('+919876543210');
    expect(toE164('91 98765 43210')).toBe('+919876543210');
    expect(toE164('+91 (98765) 43210')).toBe('+919876543210');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
    expect(toE164('12345')).toBeNull();
    expect(toE164('+91 12345 67890')).toBeNull();
    expect(toE164('call me')).toBeNull();
  });
});

describe('quiet hours', () => {
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  it('hold messages back between start and end, across midnight too', () => {
    expect(inQuietHours(at('22:30'), '21:00', '07:00')).toBe(true);
    expect(inQuietHours(at('06:59'), '21:00', '07:00')).toBe(true);
    expect(inQuietHours(at('07:00'), '21:00', '07:00')).toBe(false);
    expect(inQuietHours(at('12:00'), '13:00', '14:00')).toBe(false);
    expect(inQuietHours(at('13:30'), '13:00', '14:00')).toBe(true);
    expect(inQuietHours(at('03:00'), '00:00', '00:00')).toBe(false);
  });
});

describe('guardians: who reads and writes them, validation, settings and the log', () => {
  let server: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const mother = {
    full_name: 'Sunita Verma',
    relationship: 'mother',
    phone: '98765 43210',
    email: 'Sunita@Example.in',
    locale: 'hi',
    consent: true,
  };

  beforeAll(async () => {
    server = await startTestServer();
    const sql = server.sql.bind(server);
    for (const [key, type, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['classTeacher', 'Teacher', 'Farah Khan'],
      ['otherTeacher', 'Teacher', 'Joseph Mathew'],
      ['asha', 'Student', 'Asha Verma'],
      ['classmate', 'Student', 'Kabir Das'],
      ['outsider', 'Institute', 'Vikram Shah'],
    ] as const)
      user[key] = await createTestUser(server, { userType: type, metadata: { full_name: name } });
    id.school = (
      await api('principal').post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    await api('outsider').post('/api/organizations', { name: 'Other School', kind: 'institute' });
    const member = async (name: string, role: string, userId: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', now() - interval '30 days') returning id",
          [id.school, userId, name, role],
        )
      )[0]!.id;
    id.classTeacher = await member('Farah Khan', 'teacher', user.classTeacher!.id);
    id.otherTeacher = await member('Joseph Mathew', 'teacher', user.otherTeacher!.id);
    id.asha = await member('Asha Verma', 'student', user.asha!.id);
    id.classmate = await member('Kabir Das', 'student', user.classmate!.id);
    const group = async (name: string, responsible: string) =>
      (
        await sql<{ id: string }>(
          "insert into public.groups (org_id, name, kind, responsible_id) values ($1, $2, 'class', $3) returning id",
          [id.school, name, responsible],
        )
      )[0]!.id;
    id.class7a = await group('Class 7A', id.classTeacher);
    id.class8b = await group('Class 8B', id.otherTeacher);
    for (const student of [id.asha, id.classmate])
      await sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [id.class7a, student, id.school],
      );
  });
  afterAll(async () => server?.close());

  it('the class teacher adds a guardian: the phone becomes E.164 and consent records who and when', async () => {
    const saved = await api('classTeacher').post<{
      can_edit: boolean;
      guardians: Array<Record<string, unknown>>;
    }>(`/api/members/${id.asha}/guardians/1`, mother);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.can_edit).toBe(true);
    expect(saved.body.guardians).toHaveLength(1);
    expect(saved.body.guardians[0]).toMatchObject({
      position: 1,
      full_name: 'Sunita Verma',
      phone: '+919876543210',
      email: 'sunita@example.in',
      locale: 'hi',
      consent: true,
    });
    const [row] = await server.sql<{ consent_by: string; consent_at: Date }>(
      'select consent_by, consent_at from public.guardians where member_id = $1',
      [id.asha],
    );
    expect(row!.consent_by).toBe(user.classTeacher!.id);
    expect(row!.consent_at).toBeInstanceOf(Date);

    // Saving again keeps the first record of consent; the owner edits the second guardian.
    await api('principal').post(`/api/members/${id.asha}/guardians/1`, { ...mother, locale: 'en' });
    const [kept] = await server.sql<{ consent_by: string; locale: string }>(
      'select consent_by, locale from public.guardians where member_id = $1',
      [id.asha],
    );
    expect(kept).toEqual({ consent_by: user.classTeacher!.id, locale: 'en' });
    const father = await api('principal').post(`/api/members/${id.asha}/guardians/2`, {
      ...mother,
      full_name: 'Rajesh Verma',
      relationship: 'father',
      phone: '+44 20 7946 0958',
      email: '',
      consent: false,
    });
    expect(father.status).toBe(200);
    expect((father.body.guardians as unknown[]).length).toBe(2);
  });

  it('bad input is refused with a clear message and changes nothing', async () => {
    const before = await server.sql('select * from public.guardians order by id');
    const cases: Array<[unknown, string, RegExp]> = [
      [{ ...mother, phone: '12345' }, '1', /mobile number/],
      [{ ...mother, phone: '', email: '' }, '1', /phone number or an e-mail/],
      [{ ...mother, email: 'not-an-address' }, '1', /valid e-mail/],
      [{ ...mother, relationship: 'neighbour' }, '1', /related/],
      [mother, '3', /first and a second guardian/],
    ];
    for (const [body, position, message] of cases) {
      const answer = await api('principal').post(
        `/api/members/${id.asha}/guardians/${position}`,
        body,
      );
      expect(answer.status).toBe(400);
      expect(String(answer.body.message)).toMatch(message);
    }
    // Teachers have no guardians.
    const teacher = await api('principal').post(
      `/api/members/${id.classTeacher}/guardians/1`,
      mother,
    );
    expect(teacher).toMatchObject({
      status: 400,
      body: { message: 'Guardians are kept for students only.' },
    });
    expect(await server.sql('select * from public.guardians order by id')).toEqual(before);
  });

  it('the student reads their own; another class’s teacher, a classmate and an outsider read nothing', async () => {
    const own = await api('asha').get<{ can_edit: boolean; guardians: unknown[] }>(
      `/api/members/${id.asha}/guardians`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ can_edit: false });
    expect(own.body.guardians).toHaveLength(2);
    for (const who of ['otherTeacher', 'classmate', 'outsider']) {
      expect((await api(who).get(`/api/members/${id.asha}/guardians`)).status).toBe(404);
      // And through the data API, under row-level security.
      const { data, error } = await user[who]!.client.from('guardians').select('id, full_name');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data: mine } = await user
      .asha!.client.from('guardians')
      .select('full_name')
      .order('position');
    expect(mine).toEqual([{ full_name: 'Sunita Verma' }, { full_name: 'Rajesh Verma' }]);
  });

  it('only owners and the student’s staff write: the student and another class’s teacher cannot', async () => {
    for (const who of ['asha', 'otherTeacher', 'outsider']) {
      const answer = await api(who).post(`/api/members/${id.asha}/guardians/1`, {
        ...mother,
        full_name: 'Someone Else',
      });
      expect(answer.status).toBe(404);
      expect((await api(who).delete(`/api/members/${id.asha}/guardians/2`)).status).toBe(404);
      const { data } = await user[who]!.client.from('guardians')
        .update({ full_name: 'Someone Else' })
        .eq('member_id', id.asha!)
        .select('id');
      expect(data ?? []).toEqual([]);
    }
    const names = await server.sql<{ full_name: string }>(
      'select full_name from public.guardians where member_id = $1 order by position',
      [id.asha],
    );
    expect(names.map((n) => n.full_name)).toEqual(['Sunita Verma', 'Rajesh Verma']);
    const removed = await api('classTeacher').delete(`/api/members/${id.asha}/guardians/2`);
    expect(removed.status).toBe(200);
    expect((removed.body.guardians as unknown[]).length).toBe(1);
  });

  it('a teacher lists the students they look after with their guardians; nobody else’s', async () => {
    type Student = {
      member_id: string;
      full_name: string;
      groups: string;
      guardians: number;
      consented: number;
    };
    const list = (who: string) =>
      api(who).get<{ students: Student[] }>(`/api/organizations/${id.school}/guardian-students`);
    const mine = await list('classTeacher');
    expect(mine.status).toBe(200);
    expect(mine.body.students).toEqual([
      expect.objectContaining({
        member_id: id.asha,
        full_name: 'Asha Verma',
        groups: 'Class 7A',
        guardians: 1,
        consented: 1,
      }),
      expect.objectContaining({
        member_id: id.classmate,
        full_name: 'Kabir Das',
        groups: 'Class 7A',
        guardians: 0,
        consented: 0,
      }),
    ]);
    // Another class's teacher, a student and another school's owner look after none of them.
    for (const who of ['otherTeacher', 'asha', 'outsider'])
      expect((await list(who)).body.students, who).toEqual([]);
    expect(
      (await api('classTeacher').get('/api/organizations/not-an-id/guardian-students')).status,
    ).toBe(400);
  });

  it('the owner sets the alerts; without a provider the log says SMS is not configured', async () => {
    const initial = await api('principal').get<{
      settings: Record<string, unknown>;
      providers: { sms: { configured: boolean } };
    }>(`/api/organizations/${id.school}/guardian-alerts`);
    expect(initial.status).toBe(200);
    expect(initial.body.settings).toMatchObject({
      absence_alerts: true,
      cutoff_time: '10:00',
      daily_cap: 3,
    });
    expect(initial.body.providers.sms).toEqual({
      configured: false,
      provider: null,
      channel: null,
    });
    expect(
      (await api('classTeacher').get(`/api/organizations/${id.school}/guardian-alerts`)).status,
    ).toBe(403);
    const settings = {
      absence_alerts: true,
      late_notes: true,
      weekly_summary: false,
      monthly_summary: true,
      cutoff_time: '09:30',
      summary_weekday: 6,
      summary_time: '17:00',
      quiet_start: '21:00',
      quiet_end: '07:00',
      daily_cap: 2,
    };
    const bad = await api('principal').post(`/api/organizations/${id.school}/guardian-alerts`, {
      ...settings,
      cutoff_time: '25:00',
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/10:00/) } });
    const saved = await api('principal').post(
      `/api/organizations/${id.school}/guardian-alerts`,
      settings,
    );
    expect(saved.body.settings).toEqual(settings);

    // Asha does not come through the gate (no timetable) by 09:30 on a school day.
    const day = DateTime.now().setZone('Asia/Kolkata');
    const school = day.weekday === 7 ? day.minus({ days: 1 }) : day;
    const when = DateTime.fromISO(`${school.toISODate()}T09:31`, {
      zone: 'Asia/Kolkata',
    }).toJSDate();
    expect(await server.app.guardianAlerts.sweep(when)).toEqual({ planned: 2, sent: 1 });
    const log = await api('principal').get<{
      deliveries: Array<{ channel: string; status: string; error: string | null; address: string }>;
    }>(`/api/organizations/${id.school}/guardian-deliveries`);
    expect(
      log.body.deliveries.map((d) => [d.channel, d.status, d.error, d.address]).sort(),
    ).toEqual([
      ['email', 'sent', null, 'sunita@example.in'],
      ['sms', 'failed', 'SMS is not configured', '+919876543210'],
    ]);
    const failed = await api('principal').get<{ deliveries: unknown[] }>(
      `/api/organizations/${id.school}/guardian-deliveries?status=failed`,
    );
    expect(failed.body.deliveries).toHaveLength(1);

    const csv = await fetch(
      `${server.url}/api/organizations/${id.school}/guardian-deliveries.csv`,
      {
        headers: { apikey: server.anonKey, authorization: `Bearer ${user.principal!.accessToken}` },
      },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = parse((await csv.text()).replace(/^\ufeff/, ''), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({
      student: 'Asha Verma',
      guardian: 'Sunita Verma',
      // A phone number reaches the spreadsheet as it is (not "'+91…", as a formula would).
      to: '+919876543210',
      status: 'failed',
      reason: 'SMS is not configured',
    });
    // The log is the owner's: staff and outsiders see none of it.
    expect(
      (await api('classTeacher').get(`/api/organizations/${id.school}/guardian-deliveries`)).status,
    ).toBe(403);
    const { data } = await user.outsider!.client.from('guardian_deliveries').select('id');
    expect(data).toEqual([]);
  });

  it('quiet hours hold deliveries back, the daily cap fails the rest, a dead claim is retried', async () => {
    // A Sunday (weekly off): the sweep plans nothing new, it only sends what waits.
    const today = DateTime.now().setZone('Asia/Kolkata').startOf('day');
    const sunday = today.minus({ days: today.weekday + 7 }).toISODate()!;
    const clock = (time: string) =>
      DateTime.fromISO(`${sunday}T${time}`, { zone: 'Asia/Kolkata' }).toJSDate();
    const [guardian] = await server.sql<{ id: string }>(
      'select id from public.guardians where member_id = $1 and position = 1',
      [id.asha],
    );
    const params = JSON.stringify({
      student: 'Asha Verma',
      org: 'Sunrise Public School',
      date: sunday,
      percent: 80,
      minimum: 75,
      present: 8,
      working: 10,
    });
    for (const kind of ['absence', 'late', 'weekly_summary'])
      await server.sql(
        `insert into public.guardian_deliveries (org_id, guardian_id, member_id, day, kind, channel,
           recipient_name, address, locale, params)
         values ($1, $2, $3, $4, $5, 'email', 'Sunita Verma', 'sunita@example.in', 'hi', $6)`,
        [id.school, guardian!.id, id.asha, sunday, kind, params],
      );
    const statuses = () =>
      server.sql<{ kind: string; status: string; error: string | null }>(
        `select kind, status, error from public.guardian_deliveries where day = $1 order by kind`,
        [sunday],
      );
    // 22:00 is in the quiet hours (21:00–07:00): everything waits.
    expect(await server.app.guardianAlerts.sweep(clock('22:00'))).toEqual({ planned: 0, sent: 0 });
    expect((await statuses()).every((row) => row.status === 'pending')).toBe(true);
    // In the morning two go (the cap is 2 a day per channel); the third is refused as capped.
    expect(await server.app.guardianAlerts.sweep(clock('08:00'))).toEqual({ planned: 0, sent: 2 });
    expect(await statuses()).toEqual([
      { kind: 'absence', status: 'sent', error: null },
      { kind: 'late', status: 'sent', error: null },
      {
        kind: 'weekly_summary',
        status: 'failed',
        error: 'Daily limit of 2 messages to this guardian reached',
      },
    ]);

    // An instance that died while sending: its claim is taken over after ten minutes, not before.
    const monday = DateTime.fromISO(sunday).plus({ days: 1 }).toISODate()!;
    const noon = DateTime.fromISO(`${monday}T12:00`, { zone: 'Asia/Kolkata' }).toJSDate();
    const [stuck] = await server.sql<{ id: string }>(
      `insert into public.guardian_deliveries (org_id, guardian_id, member_id, day, kind, channel,
         recipient_name, address, locale, params, status, attempted_at)
       values ($1, $2, $3, $4, 'late', 'email', 'Sunita Verma', 'sunita@example.in', 'en', $5,
               'sending', $6) returning id`,
      [id.school, guardian!.id, id.asha, monday, params, new Date(noon.getTime() - 5 * 60_000)],
    );
    await server.app.guardianAlerts.sweep(noon);
    const still = await server.sql<{ status: string }>(
      'select status from public.guardian_deliveries where id = $1',
      [stuck!.id],
    );
    expect(still[0]!.status).toBe('sending');
    await server.app.guardianAlerts.sweep(new Date(noon.getTime() + 6 * 60_000));
    const retried = await server.sql<{ status: string }>(
      'select status from public.guardian_deliveries where id = $1',
      [stuck!.id],
    );
    expect(retried[0]!.status).toBe('sent');
  });
});
