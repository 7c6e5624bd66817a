import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { descriptor, near } from '../../test/descriptors.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { closeFinishedPeriods } from './close-periods.js';

const ZONE = 'Asia/Kolkata';
/** A wall-clock time in India, `daysAgo` days before today there. */
const ist = (daysAgo: number, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now()
    .setZone(ZONE)
    .minus({ days: daysAgo })
    .set({ hour, minute, second: 0, millisecond: 0 });
};
const istDate = (daysAgo: number) => ist(daysAgo, '12:00').toISODate()!;

describe('attendance capture', () => {
  let server: TestServer;
  let owner: TestUser;
  let inchargeUser: TestUser;
  let employeeUser: TestUser;
  let orgId: string;
  const m: Record<string, string> = {};
  let kioskToken: string;
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);
  const kiosk = (path: string, body: unknown, token = kioskToken) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': token },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const scan = (code: string, at: DateTime, clientId = randomUUID()) =>
    kiosk('/api/kiosk/check-ins', { client_id: clientId, method: 'card', code, at: at.toISO() });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Vikram Shah' },
    });
    inchargeUser = await createTestUser(server, {
      userType: 'Incharge',
      metadata: { full_name: 'Sunil Rao' },
    });
    employeeUser = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Meena Iyer' },
    });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    const sql = server.sql.bind(server);
    // Descriptors sent as the device computed them: the server's own face verification (issue 19)
    // is tested in face-verification.test.ts.
    await sql('update public.organizations set face_verification = false where id = $1', [orgId]);
    const [general] = await sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at) values ($1, 'General', '09:30', '18:30') returning id",
      [orgId],
    );
    const [night] = await sql<{ id: string }>(
      "insert into public.shifts (org_id, name, starts_at, ends_at, grace_minutes) values ($1, 'Night', '22:00', '06:00', 15) returning id",
      [orgId],
    );
    const add = async (
      name: string,
      role: string,
      card: string,
      userId: string | null,
      shiftId: string | null,
    ) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, card_number, shift_id, created_at) values ($1, $2, $3, $4, 'active', $5, $6, $7) returning id",
          [orgId, userId, name, role, card, shiftId, ist(30, '09:00').toJSDate()],
        )
      )[0]!.id;
    m.incharge = await add('Sunil Rao', 'incharge', 'CARD-IN', inchargeUser.id, general!.id);
    m.meena = await add('Meena Iyer', 'employee', 'CARD-1', employeeUser.id, null);
    m.night = await add('Ravi Night', 'employee', 'CARD-2', null, night!.id);
    const [weaving] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id, shift_id) values ($1, 'Weaving', 'department', $2, $3) returning id",
      [orgId, m.incharge, general!.id],
    );
    m.weaving = weaving!.id;
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [m.weaving, m.meena, orgId],
    );
    await sql(
      "insert into public.sites (org_id, name, latitude, longitude, radius_m) values ($1, 'Peenya Mill', 13.0285, 77.5197, 200)",
      [orgId],
    );
    const created = await api(owner).post<{ token: string; device: { id: string } }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Main gate', methods: ['face', 'card', 'qr'] },
    );
    expect(created.status).toBe(201);
    kioskToken = created.body.token;
    m.device = created.body.device.id;
  });
  afterAll(async () => server?.close());

  it('only owners (or staff for their own groups) turn a device into a kiosk', async () => {
    expect(
      (
        await api(employeeUser).post(`/api/organizations/${orgId}/devices`, {
          name: 'Mine',
          methods: ['card'],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(inchargeUser).post(`/api/organizations/${orgId}/devices`, {
          name: 'Mill',
          methods: ['card'],
        })
      ).status,
    ).toBe(403);
    const own = await api(inchargeUser).post(`/api/organizations/${orgId}/devices`, {
      name: 'Weaving floor',
      methods: ['card'],
      group_ids: [m.weaving],
    });
    expect(own.status).toBe(201);
    const session = await fetch(`${server.url}/api/kiosk/session`, {
      headers: { 'x-device-token': kioskToken },
    });
    expect(await session.json()).toMatchObject({
      device: { name: 'Main gate' },
      organization: { name: 'Kaveri Textiles', timezone: ZONE },
    });
  });

  it('a card check-in is late after the grace period, says so, and a repeat scan changes nothing', async () => {
    const first = await scan('CARD-1', ist(1, '09:42'));
    expect(first.body).toMatchObject({
      outcome: 'checked_in',
      status: 'late',
      message: 'Welcome, Meena — in at 09:42, late by 12 min',
    });
    const again = await scan('CARD-1', ist(1, '09:45'));
    expect(again.body).toMatchObject({
      outcome: 'repeat',
      message: 'Meena, you are already checked in at 09:42.',
    });
    const out = await scan('CARD-1', ist(1, '18:40'));
    expect(out.body).toMatchObject({
      outcome: 'checked_out',
      message: 'Goodbye, Meena — out at 18:40',
    });
    const records = await server.sql(
      'select date::text, status, check_in_at, check_out_at from public.attendance_records where member_id = $1',
      [m.meena],
    );
    expect(records).toEqual([
      {
        date: istDate(1),
        status: 'late',
        check_in_at: ist(1, '09:42').toJSDate(),
        check_out_at: ist(1, '18:40').toJSDate(),
      },
    ]);
  });

  it('greets each person in their own language, and people without an account in the kiosk’s (issue 14)', async () => {
    const reader = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Kavita Joshi', locale: 'hi' },
    });
    const joined = ist(30, '09:00').toJSDate();
    for (const [name, userId, card] of [
      ['Kavita Joshi', reader.id, 'CARD-HI'],
      ['Arjun Patil', null, 'CARD-NONE'],
    ] as const)
      await server.sql(
        "insert into public.memberships (org_id, user_id, full_name, role, status, card_number, created_at, shift_id) values ($1, $2, $3, 'employee', 'active', $4, $5, (select id from public.shifts where org_id = $1 and name = 'General'))",
        [orgId, userId, name, card, joined],
      );
    const scanIn = (code: string, at: DateTime, language: string) =>
      fetch(`${server.url}/api/kiosk/check-ins`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-device-token': kioskToken,
          'accept-language': language,
        },
        body: JSON.stringify({ client_id: randomUUID(), method: 'card', code, at: at.toISO() }),
      }).then(async (r) => (await r.json()) as Record<string, unknown>);

    // Kavita chose Hindi: an English kiosk greets her in Hindi, and says which language it used.
    expect(await scanIn('CARD-HI', ist(1, '09:42'), 'en')).toMatchObject({
      message: 'स्वागत है, Kavita — 09:42 पर चेक-इन, 12 मिनट देर से',
      member: { full_name: 'Kavita Joshi', locale: 'hi' },
    });
    expect(await scanIn('CARD-HI', ist(1, '09:44'), 'en')).toMatchObject({
      outcome: 'repeat',
      message: 'Kavita, आपका चेक-इन 09:42 पर हो चुका है।',
    });
    // Arjun has no account: a Hindi kiosk greets him in Hindi, an English one in English.
    expect(await scanIn('CARD-NONE', ist(1, '09:20'), 'hi-IN,hi;q=0.9')).toMatchObject({
      message: 'स्वागत है, Arjun — 09:20 पर चेक-इन',
      member: { locale: null },
    });
    expect(await scanIn('CARD-NONE', ist(1, '18:40'), 'en-IN')).toMatchObject({
      outcome: 'checked_out',
      message: 'Goodbye, Arjun — out at 18:40',
    });
  });

  it('a retried scan (same client id) is answered again without counting twice', async () => {
    const clientId = randomUUID();
    const a = await scan('CARD-IN', ist(1, '09:20'), clientId);
    const b = await scan('CARD-IN', ist(1, '09:20'), clientId);
    expect(a.body).toMatchObject({ outcome: 'checked_in', status: 'present' });
    expect(b.body).toMatchObject({ outcome: 'checked_in', recordId: a.body.recordId });
    expect(
      await server.sql('select 1 from public.attendance_scans where client_id = $1', [clientId]),
    ).toHaveLength(1);
  });

  it('an overnight shift keeps its check-out on the day it started', async () => {
    expect((await scan('CARD-2', ist(2, '22:05'))).body).toMatchObject({
      outcome: 'checked_in',
      status: 'present',
    });
    expect((await scan('CARD-2', ist(1, '06:03'))).body).toMatchObject({ outcome: 'checked_out' });
    const records = await server.sql<{ date: string }>(
      'select date::text from public.attendance_records where member_id = $1',
      [m.night],
    );
    expect(records).toEqual([{ date: istDate(2) }]);
  });

  it('queued offline scans sync exactly once, even when sent twice at the same time', async () => {
    const members: Array<{ card: string; clientId: string }> = [];
    for (let i = 0; i < 20; i++) {
      const card = `BULK-${i}`;
      await server.sql(
        "insert into public.memberships (org_id, full_name, role, status, card_number) values ($1, $2, 'employee', 'active', $3)",
        [orgId, `Worker ${i}`, card],
      );
      members.push({ card, clientId: randomUUID() });
    }
    // Scanned earlier today (half an hour ago, or at midnight in the half hour after it: a scan
    // from yesterday would be a different day's check-in).
    const at = DateTime.max(ist(0, '00:00'), DateTime.now().minus({ minutes: 30 }));
    const send = () => Promise.all(members.map(({ card, clientId }) => scan(card, at, clientId)));
    const [first, second] = await Promise.all([send(), send()]);
    expect([...first, ...second].every((r) => r.status === 200)).toBe(true);
    const [count] = await server.sql<{ n: string }>(
      "select count(*) as n from public.attendance_records r join public.memberships m on m.id = r.member_id where m.card_number like 'BULK-%'",
    );
    expect(count!.n).toBe('20');
  });

  it('two kiosks scanning one person at the same moment: one check-in, one repeat, no error', async () => {
    const at = DateTime.now().minus({ minutes: 1 });
    for (let i = 0; i < 5; i++) {
      const card = `PAIR-${i}`;
      await server.sql(
        "insert into public.memberships (org_id, full_name, role, status, card_number) values ($1, $2, 'employee', 'active', $3)",
        [orgId, `Gate Walker ${i}`, card],
      );
      const replies = await Promise.all([scan(card, at), scan(card, at), scan(card, at)]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(replies.map((r) => r.body.outcome).sort()).toEqual(['checked_in', 'repeat', 'repeat']);
    }
  });

  it('refuses unknown cards, revoked kiosks and disabled methods', async () => {
    expect(
      (await scan('NOPE', ist(0, '00:00') > DateTime.now() ? DateTime.now() : DateTime.now())).body,
    ).toMatchObject({ code: 'not_recognised' });
    const extra = await api(owner).post<{ token: string; device: { id: string } }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Old tablet', methods: ['card'] },
    );
    expect((await api(owner).delete(`/api/devices/${extra.body.device.id}`)).body).toMatchObject({
      revoked: true,
    });
    const revoked = await kiosk(
      '/api/kiosk/check-ins',
      { client_id: randomUUID(), method: 'card', code: 'CARD-1' },
      extra.body.token,
    );
    expect(revoked).toMatchObject({ status: 401, body: { code: 'device_revoked' } });
    const cardOnly = await api(owner).post<{ token: string }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Card reader', methods: ['card'] },
    );
    const face = await kiosk(
      '/api/kiosk/check-ins',
      { client_id: randomUUID(), method: 'face', descriptor: descriptor(1), quality: 0.95 },
      cardOnly.body.token,
    );
    expect(face.body).toMatchObject({ code: 'method_not_allowed' });
  });

  it('recognises an enrolled face, refuses strangers and poor captures, and forgets a deleted face at once', async () => {
    const enrol = await api(owner).post('/api/faces', {
      member_id: m.incharge,
      consent: true,
      captures: [
        { descriptor: descriptor(7), quality: 0.93 },
        { descriptor: near(descriptor(7), 0.1), quality: 0.9 },
      ],
    });
    expect(enrol.status).toBe(201);
    expect((enrol.body.captures as unknown[]).length).toBe(2);
    expect(JSON.stringify(enrol.body)).not.toContain('embedding');
    await api(employeeUser).post('/api/faces', {
      consent: true,
      captures: [{ descriptor: descriptor(8), quality: 0.91 }],
    });
    const noConsent = await api(employeeUser).post('/api/faces', {
      consent: false,
      captures: [{ descriptor: descriptor(8), quality: 0.91 }],
    });
    expect(noConsent.status).toBe(400);
    const blurry = await api(employeeUser).post('/api/faces', {
      consent: true,
      captures: [{ descriptor: descriptor(8), quality: 0.6 }],
    });
    expect(blurry.status).toBe(400);

    const face = (d: number[], quality = 0.92) =>
      kiosk('/api/kiosk/check-ins', {
        client_id: randomUUID(),
        method: 'face',
        descriptor: d,
        quality,
      });
    const hit = await face(near(descriptor(7), 0.2));
    expect(hit.body).toMatchObject({ member: { full_name: 'Sunil Rao' } });
    expect(
      hit.body.outcome === 'checked_in' ||
        hit.body.outcome === 'checked_out' ||
        hit.body.outcome === 'repeat',
    ).toBe(true);
    expect((await face(descriptor(99))).body).toMatchObject({ code: 'not_recognised' });
    expect((await face(near(descriptor(7), 0.2), 0.5)).body).toMatchObject({ code: 'low_quality' });

    const mine = await api(inchargeUser).get<{ captures: unknown[] }>('/api/faces');
    expect(mine.body.captures).toHaveLength(2);
    expect((await api(employeeUser).get(`/api/faces?member_id=${m.incharge}`)).status).toBe(404);
    const deleted = await api(inchargeUser).delete('/api/faces');
    expect(deleted.body).toMatchObject({ deleted: 2 });
    expect((await face(near(descriptor(7), 0.2))).body).toMatchObject({ code: 'not_recognised' });
  });

  it('self check-in works inside the geofence and is refused outside it, with the distance', async () => {
    await server.sql('delete from public.face_data where member_id = $1', [m.meena]);
    // Geofence alone decides where the organisation does not use faces (capture-policies covers
    // face + geofence); the test restores face below.
    await server.sql(
      "update public.organizations set allowed_methods = '{card,manual,qr,self_geo}' where id = $1",
      [orgId],
    );
    const outside = await api(employeeUser).post('/api/attendance/self', {
      client_id: randomUUID(),
      location: { lat: 13.0385, lng: 77.5197, accuracy: 10 },
    });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({ code: 'outside_geofence', site: { name: 'Peenya Mill' } });
    expect(outside.body.distance_m).toBeGreaterThan(1000);
    expect(outside.body.message).toMatch(/You are 1\.1 km from Peenya Mill/);
    const vague = await api(employeeUser).post('/api/attendance/self', {
      client_id: randomUUID(),
      location: { lat: 13.0285, lng: 77.5197, accuracy: 900 },
    });
    expect(vague.body).toMatchObject({ code: 'location_inaccurate' });
    const inside = await api(employeeUser).post('/api/attendance/self', {
      client_id: randomUUID(),
      location: { lat: 13.0286, lng: 77.5198, accuracy: 15 },
    });
    expect(inside.status).toBe(200);
    expect(inside.body).toMatchObject({ site: { name: 'Peenya Mill' } });
    await server.sql(
      "update public.organizations set allowed_methods = '{face,card,manual,qr}' where id = $1",
      [orgId],
    );
    const off = await api(employeeUser).post('/api/attendance/self', {
      client_id: randomUUID(),
      location: { lat: 13.0286, lng: 77.5198 },
    });
    expect(off.body).toMatchObject({ code: 'method_not_allowed' });
    await server.sql(
      "update public.organizations set allowed_methods = '{face,card,manual,qr,self_geo}' where id = $1",
      [orgId],
    );
  });

  it('a correction with the actual times is approved by the in-charge and fixes the record, audited', async () => {
    await scan('CARD-1', ist(3, '09:31'));
    const filed = await api(employeeUser).post<{ id: string }>('/api/correction-requests', {
      date: istDate(3),
      check_out_at: ist(3, '18:35').toISO(),
      reason: 'Forgot to tap out at the gate',
    });
    expect(filed.status).toBe(201);
    expect(
      (
        await api(employeeUser).post(`/api/requests/correction/${filed.body.id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);
    const approved = await api(inchargeUser).post(
      `/api/requests/correction/${filed.body.id}/decision`,
      { decision: 'approve', note: 'Checked the gate register' },
    );
    expect(approved.body).toMatchObject({ status: 'approved' });
    const [record] = await server.sql<{ status: string; check_out_at: Date; flags: string[] }>(
      'select status, check_out_at, flags from public.attendance_records where member_id = $1 and date = $2',
      [m.meena, istDate(3)],
    );
    expect(record).toMatchObject({
      status: 'present',
      check_out_at: ist(3, '18:35').toJSDate(),
      flags: ['corrected'],
    });
    const audit = await server.sql<{
      before: { check_out_at: string | null };
      after: { check_out_at: string };
    }>(
      "select before, after from public.audit_log where entity = 'attendance_records' and action = 'update' and (after ->> 'member_id')::uuid = $1 order by id desc limit 1",
      [m.meena],
    );
    expect(audit[0]!.before.check_out_at).toBeNull();
    expect(audit[0]!.after.check_out_at).toBeTruthy();
    expect(
      (
        await api(inchargeUser).post(`/api/requests/correction/${filed.body.id}/decision`, {
          decision: 'reject',
        })
      ).body,
    ).toMatchObject({ code: 'not_pending' });
  });

  it('approved leave marks working days on leave', async () => {
    const leave = await api(employeeUser).post<{ id: string }>('/api/leave-requests', {
      from_date: istDate(9),
      to_date: istDate(7),
      reason: 'Family wedding in Mysuru',
    });
    expect(
      (
        await api(owner).post(`/api/requests/leave/${leave.body.id}/decision`, {
          decision: 'approve',
        })
      ).body,
    ).toMatchObject({ status: 'approved' });
    const rows = await server.sql<{ status: string }>(
      'select status from public.attendance_records where member_id = $1 and date between $2 and $3',
      [m.meena, istDate(9), istDate(7)],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'on_leave')).toBe(true);
  });

  it('a day keeps the shift it was checked in under when the person moves to another', async () => {
    const shiftId = async (name: string) =>
      (
        await server.sql<{ id: string }>(
          'select id from public.shifts where org_id = $1 and name = $2',
          [orgId, name],
        )
      )[0]!.id;
    const [kiran] = await server.sql<{ id: string }>(
      "insert into public.memberships (org_id, full_name, role, status, card_number, shift_id, created_at) values ($1, 'Kiran Move', 'employee', 'active', 'CARD-MOVE', $2, $3) returning id",
      [orgId, await shiftId('General'), ist(30, '09:00').toJSDate()],
    );
    expect((await scan('CARD-MOVE', ist(1, '09:32'))).body).toMatchObject({
      outcome: 'checked_in',
    });
    await server.sql('update public.memberships set shift_id = $2 where id = $1', [
      kiran!.id,
      await shiftId('Night'),
    ]);
    expect((await scan('CARD-MOVE', ist(1, '18:40'))).body).toMatchObject({
      outcome: 'checked_out',
    });
    // What the employee's "Today" reads: the record with the shift it was made under.
    const read = await api(owner).get<Array<{ shift: { name: string } | null }>>(
      `/rest/v1/attendance_records?select=shift:shifts(name)&member_id=eq.${kiran!.id}&date=eq.${istDate(1)}`,
    );
    expect(read.body).toEqual([{ shift: { name: 'General' } }]);
  });

  it('leave and corrections never make a record before the joining date', async () => {
    const newcomer = await createTestUser(server, { userType: 'Employee' });
    const [joined] = await server.sql<{ id: string }>(
      "insert into public.memberships (org_id, user_id, full_name, role, status, created_at) values ($1, $2, 'Nisha New', 'employee', 'active', $3) returning id",
      [orgId, newcomer.id, ist(2, '10:00').toJSDate()],
    );
    const early = await api(newcomer).post('/api/correction-requests', {
      date: istDate(3),
      check_in_at: ist(3, '09:30').toISO(),
      reason: 'I was there before I joined',
    });
    expect(early).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: `date: you joined on ${istDate(2)}.` },
    });
    const leave = await api(newcomer).post<{ id: string }>('/api/leave-requests', {
      from_date: istDate(5),
      to_date: istDate(1),
      reason: 'Notice period at the old job',
    });
    const approved = await api(owner).post(`/api/requests/leave/${leave.body.id}/decision`, {
      decision: 'approve',
    });
    expect(approved.body).toMatchObject({ status: 'approved' });
    const dates = await server.sql<{ date: string }>(
      'select date::text from public.attendance_records where member_id = $1 order by date',
      [joined!.id],
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((r) => r.date >= istDate(2))).toBe(true);
    // A kiosk's queued offline scan from before she joined is not counted either.
    await server.sql("update public.memberships set card_number = 'CARD-NEW' where id = $1", [
      joined!.id,
    ]);
    expect(await scan('CARD-NEW', ist(3, '09:30'))).toMatchObject({
      status: 409,
      body: { code: 'outside_membership' },
    });
    const early2 = await server.sql(
      'select 1 from public.attendance_records where member_id = $1 and date < $2',
      [joined!.id, istDate(2)],
    );
    expect(early2).toEqual([]);
  });

  it('closing finished shifts marks absences, flags forgotten check-outs and short days', async () => {
    // A working day no other test uses: four days ago, or five when that was the Sunday off.
    // Kiosks accept queued scans up to seven days old, so the day must be newer than that.
    const day = DateTime.fromISO(istDate(4)).weekday === 7 ? 5 : 4;
    await scan('CARD-IN', ist(day, '09:30'));
    await scan('CARD-1', ist(day, '09:25'));
    await scan('CARD-1', ist(day, '11:00'));
    const summary = await closeFinishedPeriods(server.app.ctx);
    expect(summary.periods).toBeGreaterThan(0);
    const byMember = async (member: string, daysAgo: number) =>
      (
        await server.sql<{ status: string; flags: string[] }>(
          'select status, flags from public.attendance_records where member_id = $1 and date = $2 and class_session_id is null',
          [member, istDate(daysAgo)],
        )
      )[0];
    expect(await byMember(m.incharge, day)).toMatchObject({ flags: ['missing_check_out'] });
    expect(await byMember(m.meena, day)).toMatchObject({ status: 'half_day' });
    const weekday = DateTime.fromISO(istDate(2)).weekday;
    const expected = weekday === 7 ? undefined : { status: 'absent' };
    expect(await byMember(m.incharge, 2)).toEqual(expected && expect.objectContaining(expected));
    const again = await closeFinishedPeriods(server.app.ctx);
    expect(again.absent).toBe(0);
  });

  it('the live board streams check-ins to the owner as they happen, and only visible people to staff', async () => {
    const open = async (user: TestUser) => {
      const controller = new AbortController();
      const response = await fetch(`${server.url}/api/organizations/${orgId}/live`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      let buffer = '';
      const events: Array<{ event: string; data: Record<string, unknown> }> = [];
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += new TextDecoder().decode(value);
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const chunk = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.*)$/m.exec(chunk)?.[1];
              const data = /^data: (.*)$/m.exec(chunk)?.[1];
              if (event && data) events.push({ event, data: JSON.parse(data) });
            }
          }
        } catch {
          // aborted
        }
      })();
      return { status: response.status, events, close: () => controller.abort() };
    };
    const ownerStream = await open(owner);
    const inchargeStream = await open(inchargeUser);
    expect(ownerStream.status).toBe(200);
    await expect.poll(() => ownerStream.events.some((e) => e.event === 'snapshot')).toBe(true);
    await scan('BULK-3', DateTime.now());
    await expect
      .poll(
        () =>
          ownerStream.events.find(
            (e) => e.event === 'attendance' && e.data.full_name === 'Worker 3',
          ),
        { timeout: 5000 },
      )
      .toBeTruthy();
    const [weaver] = await server.sql<{ id: string }>(
      "insert into public.memberships (org_id, full_name, role, status, card_number) values ($1, 'Lata Weaver', 'employee', 'active', 'CARD-W') returning id",
      [orgId],
    );
    await server.sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [m.weaving, weaver!.id, orgId],
    );
    const staffStream = await open(inchargeUser);
    await scan('CARD-W', DateTime.now());
    await expect
      .poll(
        () =>
          staffStream.events.some(
            (e) => e.event === 'attendance' && e.data.full_name === 'Lata Weaver',
          ),
        { timeout: 5000 },
      )
      .toBe(true);
    staffStream.close();
    expect(
      inchargeStream.events.some(
        (e) => e.event === 'attendance' && e.data.full_name === 'Worker 3',
      ),
    ).toBe(false);
    expect((await open(employeeUser)).status).toBe(403);
    ownerStream.close();
    inchargeStream.close();
  });
});
