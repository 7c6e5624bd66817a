import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import { descriptor, near } from '../../test/descriptors.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { firstLink, type MailCatcher, startMailCatcher } from '../../test/mail-catcher.js';
import { type StandIn, startStandIn } from '../guardians/providers/stand-in.js';
import { privacySchedule } from '../privacy/erase-account.js';
import { RETENTION_JOB, retentionSchedule } from './retention.js';

/** A date of birth `years` years (and a day) before today, as YYYY-MM-DD. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

describe('guardian consent to a child’s face data, retention and the data register', () => {
  let server: TestServer;
  let mail: MailCatcher;
  let sms: StandIn;
  let kioskToken: string;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (who: string) => apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const anon = () => apiAs(server.url, server.anonKey);
  const capture = (seed: number) => ({
    consent: true,
    captures: [
      { descriptor: descriptor(seed), quality: 0.93 },
      { descriptor: near(descriptor(seed), 0.1), quality: 0.9 },
    ],
  });
  const kioskFace = async (seed: number) => {
    const response = await fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': kioskToken },
      body: JSON.stringify({
        client_id: randomUUID(),
        method: 'face',
        descriptor: near(descriptor(seed), 0.2),
        quality: 0.92,
      }),
    });
    return (await response.json()) as { code?: string; member?: { full_name: string } };
  };
  const faceRows = async (memberId: string) =>
    (
      await server.sql<{ n: number }>(
        'select count(*)::int as n from public.face_data where member_id = $1',
        [memberId],
      )
    )[0]!.n;
  const patch = async (who: string, path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user[who]!.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startStandIn((request) =>
      request.headers.authorization === 'Bearer gateway-token'
        ? { status: 200, body: { accepted: true } }
        : { status: 401, body: { error: 'bad token' } },
    );
    server = await startTestServer({
      SMTP_URL: mail.url,
      SMS_PROVIDER: 'http',
      SMS_API_URL: `${sms.url}/v1/messages`,
      SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"}',
      SMS_HTTP_AUTHORIZATION: 'Bearer gateway-token',
    });
    for (const [key, type, name] of [
      ['principal', 'Institute', 'Lakshmi Rao'],
      ['classTeacher', 'Teacher', 'Farah Khan'],
      ['otherTeacher', 'Teacher', 'Joseph Mathew'],
      ['asha', 'Student', 'Asha Verma'],
      ['ravi', 'Student', 'Ravi Kumar'],
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
    id.other = (
      await api('outsider').post<{ id: string }>('/api/organizations', {
        name: 'Other School',
        kind: 'institute',
      })
    ).body.id;
    const member = async (name: string, role: string, userId: string) =>
      (
        await server.sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, $3, $4, 'active', now() - interval '300 days') returning id",
          [id.school, userId, name, role],
        )
      )[0]!.id;
    id.classTeacher = await member('Farah Khan', 'teacher', user.classTeacher!.id);
    id.otherTeacher = await member('Joseph Mathew', 'teacher', user.otherTeacher!.id);
    id.asha = await member('Asha Verma', 'student', user.asha!.id);
    id.ravi = await member('Ravi Kumar', 'student', user.ravi!.id);
    id.classmate = await member('Kabir Das', 'student', user.classmate!.id);
    const [group] = await server.sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Class 10A', 'class', $2) returning id",
      [id.school, id.classTeacher],
    );
    for (const student of [id.asha, id.ravi, id.classmate])
      await server.sql(
        'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
        [group!.id, student, id.school],
      );
    const guardian = await api('classTeacher').post(`/api/members/${id.asha}/guardians/1`, {
      full_name: 'Sunita Verma',
      relationship: 'mother',
      phone: '',
      email: 'sunita@example.in',
      locale: 'en',
      consent: true,
    });
    expect(guardian.status, JSON.stringify(guardian.body)).toBe(200);
    await api('principal').post(`/api/members/${id.ravi}/guardians/1`, {
      full_name: 'Mohan Kumar',
      relationship: 'father',
      phone: '98765 43210',
      email: '',
      locale: 'en',
      consent: true,
    });
    const kiosk = await api('principal').post<{ token: string }>(
      `/api/organizations/${id.school}/devices`,
      { name: 'Main gate', methods: ['face', 'card'] },
    );
    kioskToken = kiosk.body.token;
    // The kiosk here sends bare descriptors: consent is under test, not the server's face check
    // (face-verification.test.ts), so the school turns that off.
    await server.sql('update public.organizations set face_verification = false where id = $1', [
      id.school,
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
    await sms?.close();
  });

  it('a 15-year-old cannot enrol a face without a guardian’s consent; an adult student can', async () => {
    const dob = await api('classTeacher').post<{ minor: boolean; may_enrol: boolean }>(
      `/api/members/${id.asha}/date-of-birth`,
      { date_of_birth: bornYearsAgo(15) },
    );
    expect(dob.status, JSON.stringify(dob.body)).toBe(200);
    expect(dob.body).toMatchObject({ minor: true, may_enrol: false });
    // The student sees why, in their language.
    const own = await api('asha').get('/api/face-consent');
    expect(own.body).toMatchObject({ minor: true, consent: null, can_record: false });
    const refused = await api('asha').post('/api/faces', capture(31));
    expect(refused).toMatchObject({ status: 403, body: { code: 'guardian_consent_required' } });
    const byTeacher = await api('classTeacher').post('/api/faces', {
      member_id: id.asha,
      ...capture(31),
    });
    expect(byTeacher.body).toMatchObject({ code: 'guardian_consent_required' });
    const hindi = await fetch(`${server.url}/api/faces`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${user.asha!.accessToken}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify(capture(31)),
    });
    expect(((await hindi.json()) as { message: string }).message).toContain('अभिभावक');
    expect(await faceRows(id.asha)).toBe(0);

    // Ravi is 18 (a day past his birthday): his own consent suffices.
    await api('principal').post(`/api/members/${id.ravi}/date-of-birth`, {
      date_of_birth: bornYearsAgo(18),
    });
    const adult = await api('ravi').post('/api/faces', capture(32));
    expect(adult.status, JSON.stringify(adult.body)).toBe(201);
    // A student without a recorded date of birth is not taken for a child.
    expect((await api('classmate').post('/api/faces', capture(33))).status).toBe(201);
  });

  it('only the student’s staff or the owner record consent or dates of birth; others get nothing', async () => {
    const paper = { guardian_position: 1, note: 'Signed form in the office file' };
    for (const who of ['otherTeacher', 'outsider', 'classmate'] as const) {
      const r = await api(who).post(`/api/members/${id.asha}/face-consent`, paper);
      expect(r.status, who).toBe(404);
      expect((await api(who).get(`/api/face-consent?member_id=${id.asha}`)).status, who).toBe(404);
      const birth = await api(who).post(`/api/members/${id.asha}/date-of-birth`, {
        date_of_birth: bornYearsAgo(30),
      });
      expect(birth.status, who).toBe(404);
      expect(
        (
          await api(who).post(`/api/members/${id.asha}/face-consent/links`, {
            guardian_position: 1,
          })
        ).status,
        who,
      ).toBe(404);
    }
    // The student herself may neither consent for herself nor make herself an adult.
    expect(
      (await api('asha').post(`/api/members/${id.asha}/face-consent`, paper)).body,
    ).toMatchObject({ code: 'consent_staff_only' });
    expect(
      (
        await api('asha').post(`/api/members/${id.asha}/date-of-birth`, {
          date_of_birth: bornYearsAgo(30),
        })
      ).status,
    ).toBe(403);
    // Without a guardian on record, or without a note, nothing is recorded.
    expect(
      (
        await api('classTeacher').post(`/api/members/${id.asha}/face-consent`, {
          guardian_position: 2,
          note: 'Signed form',
        })
      ).body,
    ).toMatchObject({ code: 'guardian_missing' });
    expect(
      (
        await api('classTeacher').post(`/api/members/${id.asha}/face-consent`, {
          guardian_position: 1,
          note: '',
        })
      ).status,
    ).toBe(400);
    expect(
      await server.sql('select * from public.face_consents where member_id = $1', [id.asha]),
    ).toEqual([]);
    // The data API gives outsiders and classmates no rows either.
    const { data } = await user.classmate!.client.from('face_consents').select('*');
    expect(data).toEqual([]);
    const births = await user.otherTeacher!.client.from('member_birth_dates').select('*');
    expect(births.data).toEqual([]);
  });

  it('the guardian consents through the mailed link: who, when and how are recorded; the student enrols', async () => {
    const sent = await api('classTeacher').post(`/api/members/${id.asha}/face-consent/links`, {
      guardian_position: 1,
    });
    expect(sent).toMatchObject({ status: 200, body: { sent_to: 'sunita@example.in' } });
    const message = await mail.waitFor('sunita@example.in', /Consent for Asha Verma/);
    const link = new URL(firstLink(message));
    expect(link.pathname).toBe('/guardian-consent');
    const token = link.searchParams.get('token')!;

    const view = await anon().get(`/api/guardian-consent/${token}`);
    expect(view.body).toMatchObject({
      guardian_name: 'Sunita Verma',
      student_name: 'Asha Verma',
      org_name: 'Sunrise Public School',
      status: 'pending',
    });
    expect((await anon().get(`/api/guardian-consent/${'x'.repeat(43)}`)).status).toBe(404);

    const before = Date.now();
    const given = await anon().post(`/api/guardian-consent/${token}`, { decision: 'give' });
    expect(given.body).toMatchObject({ status: 'given' });
    const [row] = await server.sql<Record<string, unknown>>(
      'select guardian_name, method, recorded_by, given_at, guardian_id is not null as has_guardian from public.face_consents where member_id = $1',
      [id.asha],
    );
    expect(row).toMatchObject({
      guardian_name: 'Sunita Verma',
      method: 'guardian_link',
      recorded_by: user.classTeacher!.id,
      has_guardian: true,
    });
    expect((row!.given_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const status = await api('principal').get<Record<string, unknown>>(
      `/api/face-consent?member_id=${id.asha}`,
    );
    expect(status.body).toMatchObject({
      minor: true,
      may_enrol: true,
      can_record: true,
      consent: { guardian_name: 'Sunita Verma', method: 'guardian_link', withdrawn_at: null },
    });
    // A second consent while one is in force is refused.
    expect(
      (
        await api('principal').post(`/api/members/${id.asha}/face-consent`, {
          guardian_position: 1,
          note: 'Signed form',
        })
      ).body,
    ).toMatchObject({ code: 'consent_already_given' });

    const enrolled = await api('asha').post('/api/faces', capture(31));
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    expect(await kioskFace(31)).toMatchObject({ member: { full_name: 'Asha Verma' } });
  });

  it('a guardian with only a phone gets the same single-use link by SMS, in their language', async () => {
    // Mohan Kumar (Ravi's father) has a phone and no e-mail; Hindi is his language.
    await server.sql("update public.guardians set locale = 'hi' where member_id = $1", [id.ravi]);
    const [guardian] = await server.sql<{ phone: string }>(
      'select phone from public.guardians where member_id = $1',
      [id.ravi],
    );
    expect(guardian!.phone).toBe('+919876543210');
    const before = sms.received.length;
    const sent = await api('principal').post(`/api/members/${id.ravi}/face-consent/links`, {
      guardian_position: 1,
    });
    expect(sent).toMatchObject({
      status: 200,
      body: { sent_to: '+919876543210', channel: 'sms' },
    });
    expect(sms.received).toHaveLength(before + 1);
    const message = JSON.parse(sms.received.at(-1)!.body) as { to: string; text: string };
    expect(message.to).toBe('+919876543210');
    expect(message.text).toContain('Ravi Kumar');
    expect(message.text).toContain('Sunrise Public School');
    expect(message.text).toContain('सहमति');
    const link = new URL(/https?:\/\/\S+?token=[^\s)]+/.exec(message.text)![0]);
    expect(link.pathname).toBe('/guardian-consent');
    const token = link.searchParams.get('token')!;
    // No mail went anywhere for it.
    expect(mail.mails.some((m) => m.text.includes(token) || m.html.includes(token))).toBe(false);
    // The link is the same kind as the mailed one: it opens the consent page for Mohan and Ravi.
    const view = await anon().get(`/api/guardian-consent/${token}`);
    expect(view.body).toMatchObject({
      guardian_name: 'Mohan Kumar',
      student_name: 'Ravi Kumar',
      status: expect.any(String),
    });
    const [linkRow] = await server.sql<{ sent_to: string }>(
      'select sent_to from private.face_consent_links where member_id = $1',
      [id.ravi],
    );
    expect(linkRow).toEqual({ sent_to: '+919876543210' });
    // Outsiders and other teachers cannot make the school text a guardian.
    for (const who of ['otherTeacher', 'outsider', 'ravi'] as const)
      expect(
        (
          await api(who).post(`/api/members/${id.ravi}/face-consent/links`, {
            guardian_position: 1,
          })
        ).status,
        who,
      ).not.toBe(200);
    expect(sms.received).toHaveLength(before + 1);
  });

  it('the guardian withdraws through the same link: the face data is gone and the kiosk no longer knows her', async () => {
    const message = mail.mails.find((m) => m.to.includes('sunita@example.in'))!;
    const token = new URL(firstLink(message)).searchParams.get('token')!;
    const withdrawn = await anon().post(`/api/guardian-consent/${token}`, {
      decision: 'withdraw',
    });
    expect(withdrawn.body).toMatchObject({ status: 'pending', face_captures: 0 });
    expect(await faceRows(id.asha)).toBe(0);
    expect(await kioskFace(31)).toMatchObject({ code: 'not_recognised' });
    const [row] = await server.sql<Record<string, unknown>>(
      'select withdrawn_via, withdrawn_guardian_name, withdrawn_at is not null as withdrawn from public.face_consents where member_id = $1',
      [id.asha],
    );
    expect(row).toMatchObject({
      withdrawn_via: 'guardian_link',
      withdrawn_guardian_name: 'Sunita Verma',
      withdrawn: true,
    });
    expect((await api('asha').post('/api/faces', capture(31))).body).toMatchObject({
      code: 'guardian_consent_required',
    });
    // Nothing left to withdraw.
    expect(
      (await anon().post(`/api/guardian-consent/${token}`, { decision: 'withdraw' })).body,
    ).toMatchObject({ code: 'no_consent' });
  });

  it('paper consent recorded by the teacher with a note; withdrawn by staff deletes the face data', async () => {
    const paper = await api('classTeacher').post(`/api/members/${id.asha}/face-consent`, {
      guardian_position: 1,
      note: 'Signed form kept in the Class 10A file',
    });
    expect(paper.status, JSON.stringify(paper.body)).toBe(201);
    expect(paper.body).toMatchObject({
      consent: {
        method: 'paper',
        note: 'Signed form kept in the Class 10A file',
        recorded_by_name: 'Farah Khan',
        guardian_name: 'Sunita Verma',
      },
    });
    expect((await api('asha').post('/api/faces', capture(34))).status).toBe(201);
    expect(await kioskFace(34)).toMatchObject({ member: { full_name: 'Asha Verma' } });
    const withdrawn = await api('principal').post(`/api/members/${id.asha}/face-consent/withdraw`, {
      note: 'Mother phoned the office',
    });
    expect(withdrawn.body).toMatchObject({ face_data_deleted: 2, consent: null });
    expect(await kioskFace(34)).toMatchObject({ code: 'not_recognised' });
    const audit = await server.sql<{ actor_id: string }>(
      "select actor_id from public.audit_log where entity = 'face_consents' and action = 'update' order by id desc limit 1",
    );
    expect(audit[0]!.actor_id).toBe(user.principal!.id);
  });

  it('a date of birth making someone a child without consent deletes their face data at once', async () => {
    expect(await faceRows(id.classmate)).toBe(2);
    const dob = await api('classTeacher').post(`/api/members/${id.classmate}/date-of-birth`, {
      date_of_birth: bornYearsAgo(12),
    });
    expect(dob.body).toMatchObject({ minor: true, face_data_deleted: 2 });
    expect(await kioskFace(33)).toMatchObject({ code: 'not_recognised' });
    expect(
      (
        await api('classTeacher').post(`/api/members/${id.classmate}/date-of-birth`, {
          date_of_birth: '2999-01-01',
        })
      ).status,
    ).toBe(400);
  });

  it('the retention job deletes exactly the face data of those who left longer ago than the setting', async () => {
    // Owner only; bad input changes nothing.
    expect(
      (
        await patch('classTeacher', `/api/organizations/${id.school}/retention`, {
          face_data_days_after_leaving: 7,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await patch('principal', `/api/organizations/${id.school}/retention`, {
          face_data_days_after_leaving: -1,
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('principal').get(`/api/organizations/${id.school}/retention`)).body,
    ).toMatchObject({ face_data_days_after_leaving: 30 });
    const saved = await patch('principal', `/api/organizations/${id.school}/retention`, {
      face_data_days_after_leaving: 10,
    });
    expect(saved.body).toMatchObject({ face_data_days_after_leaving: 10 });

    const now = new Date('2030-06-15T02:00:00Z');
    const day = 86_400_000;
    // Three leavers with faces: 11 days ago (goes), 9 days ago (stays), and one in the other
    // school 11 days ago (its default is 30 days: stays). Active members stay.
    const leaver = async (org: string, name: string, leftDaysAgo: number, seed: number) => {
      const [m] = await server.sql<{ id: string }>(
        "insert into public.memberships (org_id, full_name, role, status, created_at) values ($1, $2, 'employee', 'active', $3) returning id",
        [org, name, new Date(now.getTime() - 400 * day)],
      );
      await server.sql(
        `insert into public.face_data (org_id, member_id, embedding, model, model_version, quality, consent_at)
         values ($1, $2, $3, 'face-api', '1', 0.9, now())`,
        [org, m!.id, descriptor(seed)],
      );
      await server.sql(
        "update public.memberships set status = 'left', left_at = $2 where id = $1",
        [m!.id, new Date(now.getTime() - leftDaysAgo * day)],
      );
      return m!.id;
    };
    const gone = await leaver(id.school, 'Old Leaver', 11, 41);
    const recent = await leaver(id.school, 'Recent Leaver', 9, 42);
    const elsewhere = await leaver(id.other, 'Other Leaver', 11, 43);
    const activeBefore = await faceRows(id.ravi);

    const db = server.app.ctx.database.db;
    await retentionSchedule.tick(db, now);
    await retentionSchedule.tick(db, new Date(now.getTime() + 3600_000)); // same day: one job
    const jobs = await server.sql<{ key: string }>('select key from private.jobs where name = $1', [
      RETENTION_JOB,
    ]);
    expect(jobs.map((j) => j.key)).toEqual([`${RETENTION_JOB}:2030-06-15`]);
    expect(await new JobWorker(db, retentionSchedule.handlers).work(now)).toBe(1);

    expect(await faceRows(gone)).toBe(0);
    expect(await faceRows(recent)).toBe(1);
    expect(await faceRows(elsewhere)).toBe(1);
    expect(await faceRows(id.ravi)).toBe(activeBefore);

    // The next day's run takes the one who has now passed 10 days.
    const later = new Date(now.getTime() + 2 * day);
    await retentionSchedule.tick(db, later);
    expect(await new JobWorker(db, retentionSchedule.handlers).work(later)).toBe(1);
    expect(await faceRows(recent)).toBe(0);
    expect(await faceRows(elsewhere)).toBe(1);
  });

  it('owners see the register of personal data held, with counts, retention and purpose ids', async () => {
    const register = await api('principal').get<{
      entries: Array<{ category: string; items: number; people: number; retention: unknown }>;
      students_without_birth_date: number;
    }>(`/api/organizations/${id.school}/data-register`);
    expect(register.status).toBe(200);
    const byCategory = Object.fromEntries(register.body.entries.map((e) => [e.category, e]));
    expect(byCategory.face_data).toMatchObject({
      items: 2,
      people: 1,
      retention: { kind: 'days_after_leaving', days: 10 },
    });
    expect(byCategory.face_consents).toMatchObject({ items: 2, people: 1 });
    expect(byCategory.dates_of_birth).toMatchObject({ items: 3 });
    expect(byCategory.guardians).toMatchObject({ items: 2, people: 2 });
    expect(byCategory.check_in_photos).toMatchObject({
      items: 0,
      retention: { kind: 'not_stored' },
    });
    expect(register.body.students_without_birth_date).toBe(0);
    // Retention settings are the owner's: the data API shows them to nobody else.
    const owners = await user.principal!.client.from('retention_settings').select('*');
    expect(owners.data).toHaveLength(1);
    const teachers = await user.classTeacher!.client.from('retention_settings').select('*');
    expect(teachers.data).toEqual([]);
    for (const who of ['classTeacher', 'asha', 'outsider'])
      expect(
        (await api(who).get(`/api/organizations/${id.school}/data-register`)).status,
        who,
      ).not.toBe(200);
  });

  it('erasing the student’s account leaves her guardian’s name and address nowhere', async () => {
    // What the school sent Sunita about Asha (a delivery of the absence alert).
    await server.sql(
      `insert into public.guardian_deliveries (org_id, guardian_id, member_id, day, kind, channel,
                                               recipient_name, address, locale, params, status)
       select org_id, id, member_id, current_date, 'absence', 'email', full_name, email, 'en',
              jsonb_build_object('student', 'Asha Verma', 'guardian', full_name), 'sent'
         from public.guardians where member_id = $1`,
      [id.asha],
    );
    const needles = ['Sunita', 'sunita@example.in'];
    const holding = async () => {
      const tables = await server.sql<{ name: string }>(
        `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
           from information_schema.tables
          where table_schema in ('public', 'private', 'auth', 'storage') and table_type = 'BASE TABLE'
          order by 1`,
      );
      const found: string[] = [];
      for (const { name } of tables) {
        const [row] = await server.sql<{ n: number }>(
          `select count(*)::int as n from ${name} t where t::text ilike any ($1::text[])`,
          [needles.map((n) => `%${n}%`)],
        );
        if (row!.n) found.push(name);
      }
      return found;
    };
    // Before: her consent records, the guardian, the link sent and the delivery log name Sunita.
    expect(await holding()).toEqual(
      expect.arrayContaining([
        'public.face_consents',
        'public.guardians',
        'public.guardian_deliveries',
        'private.face_consent_links',
        'public.audit_log',
      ]),
    );
    const consentIds = (
      await server.sql<{ id: string }>('select id from public.face_consents where member_id = $1', [
        id.asha,
      ])
    ).map((r) => r.id);
    expect(consentIds.length).toBeGreaterThan(0);

    expect((await api('asha').post('/api/me/account-deletion')).status).toBe(201);
    const [request] = await server.sql<{ erase_after: Date }>(
      'select erase_after from private.account_deletions where user_id = $1',
      [user.asha!.id],
    );
    const at = new Date(new Date(request!.erase_after).getTime() + 60_000);
    const db = server.app.ctx.database.db;
    await privacySchedule(server.app.ctx).tick(db, at);
    await new JobWorker(db, privacySchedule(server.app.ctx).handlers).work(at);
    expect(await server.sql('select 1 from auth.users where id = $1', [user.asha!.id])).toEqual([]);

    // No table holds Sunita's name or address any more, the audit log's copies included; the
    // delivery log keeps that something was sent, to nobody named.
    expect(await holding()).toEqual([]);
    expect(
      await server.sql<Record<string, unknown>>(
        'select recipient_name, address, params, status from public.guardian_deliveries where member_id = $1',
        [id.asha],
      ),
    ).toEqual([{ recipient_name: '[erased]', address: '[erased]', params: {}, status: 'sent' }]);
    expect(
      await server.sql('select 1 from public.face_consents where id = any ($1::uuid[])', [
        consentIds,
      ]),
    ).toEqual([]);
    // Ravi's guardian is untouched.
    expect(
      await server.sql('select full_name from public.guardians where member_id = $1', [id.ravi]),
    ).toEqual([{ full_name: 'Mohan Kumar' }]);
  });
});
