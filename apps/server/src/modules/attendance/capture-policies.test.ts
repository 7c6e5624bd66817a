import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import { descriptor, near } from '../../test/descriptors.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const CAMPUS = { lat: 12.9716, lng: 77.5946 };
const AT_CAMPUS = { lat: 12.9717, lng: 77.5947, accuracy: 12 };
/** About 1.1 km north of the campus. */
const IN_TOWN = { lat: 12.9816, lng: 77.5946, accuracy: 12 };

describe('capture policies: kiosk groups, liveness and self check-in', () => {
  let server: TestServer;
  let owner: TestUser;
  let studentUser: TestUser;
  let classmateUser: TestUser;
  let orgId: string;
  const id: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const api = (user: TestUser) => apiAs(server.url, server.anonKey, user.accessToken);
  const kiosk = (token: string, body: Record<string, unknown>) =>
    fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': token },
      body: JSON.stringify({ client_id: randomUUID(), ...body }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const face = (token: string, d: number[], extra: Record<string, unknown> = {}) =>
    kiosk(token, { method: 'face', descriptor: d, quality: 0.93, ...extra });
  const selfCheckIn = (user: TestUser, body: Record<string, unknown>) =>
    api(user).post<Record<string, unknown>>('/api/attendance/self', {
      client_id: randomUUID(),
      ...body,
    });
  const setOrg = (column: string, value: unknown) =>
    server.sql(`update public.organizations set ${column} = $2 where id = $1`, [orgId, value]);

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    studentUser = await createTestUser(server, {
      userType: 'Student',
      metadata: { full_name: 'Asha Verma' },
    });
    classmateUser = await createTestUser(server, {
      userType: 'Student',
      metadata: { full_name: 'Kabir Das' },
    });
    orgId = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'Sunrise Public School',
        kind: 'institute',
      })
    ).body.id;
    const sql = server.sql.bind(server);
    const member = async (name: string, card: string, userId: string | null = null) =>
      (
        await sql<{ id: string }>(
          "insert into public.memberships (org_id, user_id, full_name, role, status, card_number) values ($1, $2, $3, 'student', 'active', $4) returning id",
          [orgId, userId, name, card],
        )
      )[0]!.id;
    id.asha = await member('Asha Verma', 'CARD-ASHA', studentUser.id);
    id.kabir = await member('Kabir Das', 'CARD-KABIR', classmateUser.id);
    id.ravi = await member('Ravi Menon', 'CARD-RAVI');
    const [junior] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind) values ($1, 'Class 5A', 'class') returning id",
      [orgId],
    );
    id.class5a = junior!.id;
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [id.class5a, id.ravi, orgId],
    );
    await sql(
      "insert into public.sites (org_id, name, latitude, longitude, radius_m) values ($1, 'Main campus', $2, $3, 200)",
      [orgId, CAMPUS.lat, CAMPUS.lng],
    );
    // The policies as they apply to what the device reports; the server's own face verification
    // (issue 19, on by default) is tested in face-verification.test.ts.
    await setOrg('face_verification', false);
    for (const [memberId, seed] of [
      [id.asha, 11],
      [id.ravi, 12],
    ] as const) {
      const enrolled = await api(owner).post('/api/faces', {
        member_id: memberId,
        consent: true,
        captures: [{ descriptor: descriptor(seed), quality: 0.94 }],
      });
      expect(enrolled.status).toBe(201);
    }
    const device = async (name: string, groupIds: string[]) =>
      (
        await api(owner).post<{ token: string }>(`/api/organizations/${orgId}/devices`, {
          name,
          methods: ['face', 'card'],
          group_ids: groupIds,
        })
      ).body.token;
    tokens.juniors = await device('Junior block', [id.class5a]);
    tokens.gate = await device('Main gate', []);
  });
  afterAll(async () => server?.close());

  it('a kiosk for some groups refuses a member outside them, by card and by face', async () => {
    const card = await kiosk(tokens.juniors!, { method: 'card', code: 'CARD-ASHA' });
    expect(card).toMatchObject({
      status: 403,
      body: { code: 'not_in_kiosk_groups', message: 'Asha Verma does not check in at this kiosk.' },
    });
    // Her face is enrolled, but this kiosk only looks among Class 5A's faces.
    const seen = await face(tokens.juniors!, near(descriptor(11), 0.1));
    expect(seen).toMatchObject({ status: 404, body: { code: 'not_recognised' } });
    // The same face at the kiosk for everyone is Asha; Class 5A's own pupil is known at his.
    expect(await face(tokens.gate!, near(descriptor(11), 0.1))).toMatchObject({
      status: 200,
      body: { member: { full_name: 'Asha Verma' } },
    });
    expect(await face(tokens.juniors!, near(descriptor(12), 0.1))).toMatchObject({
      status: 200,
      body: { member: { full_name: 'Ravi Menon' } },
    });
    const scans = await server.sql<{ member_id: string }>(
      'select member_id from public.attendance_scans where org_id = $1 order by received_at',
      [orgId],
    );
    expect(scans.map((s) => s.member_id)).toEqual([id.asha, id.ravi]);
  });

  it('with liveness required, a face scan counts only when the kiosk saw the person move', async () => {
    await setOrg('liveness_required', true);
    try {
      const still = await face(tokens.gate!, near(descriptor(12), 0.1));
      expect(still).toMatchObject({ status: 422, body: { code: 'liveness_required' } });
      const stillToo = await face(tokens.gate!, near(descriptor(12), 0.1), { liveness: false });
      expect(stillToo.body).toMatchObject({ code: 'liveness_required' });
      const live = await face(tokens.gate!, near(descriptor(12), 0.1), { liveness: true });
      expect(live).toMatchObject({ status: 200, body: { member: { full_name: 'Ravi Menon' } } });
    } finally {
      await setOrg('liveness_required', false);
    }
    // Without the setting, a still face is enough.
    expect((await face(tokens.gate!, near(descriptor(12), 0.1))).status).toBe(200);
  });

  it('students check in from their phone only when the school allows it', async () => {
    const refused = await selfCheckIn(studentUser, { location: AT_CAMPUS });
    expect(refused).toMatchObject({ status: 403, body: { code: 'method_not_allowed' } });
    await setOrg('students_self_check_in', true);
    const allowed = await selfCheckIn(studentUser, {
      location: AT_CAMPUS,
      descriptor: near(descriptor(11), 0.1),
      quality: 0.92,
    });
    expect(allowed).toMatchObject({ status: 200, body: { site: { name: 'Main campus' } } });
    const [scan] = await server.sql<{ match_confidence: number }>(
      "select match_confidence from public.attendance_scans where member_id = $1 and method = 'self_geo'",
      [id.asha],
    );
    expect(scan!.match_confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('where the school uses faces, self check-in needs the person’s own enrolled face', async () => {
    // Kabir never enrolled: told how to fix it, wherever he stands.
    for (const location of [AT_CAMPUS, IN_TOWN]) {
      const unenrolled = await selfCheckIn(classmateUser, { location });
      expect(unenrolled).toMatchObject({
        status: 422,
        body: {
          code: 'face_not_enrolled',
          message: 'Set up face check-in on your profile before checking in from your phone.',
        },
      });
    }
    const noFace = await selfCheckIn(studentUser, { location: AT_CAMPUS });
    expect(noFace).toMatchObject({ status: 422, body: { code: 'face_required' } });
    const someoneElse = await selfCheckIn(studentUser, {
      location: AT_CAMPUS,
      descriptor: near(descriptor(12), 0.1),
      quality: 0.92,
    });
    expect(someoneElse).toMatchObject({ status: 422, body: { code: 'face_mismatch' } });
    const away = await selfCheckIn(studentUser, {
      location: IN_TOWN,
      descriptor: near(descriptor(11), 0.1),
      quality: 0.92,
    });
    expect(away).toMatchObject({ status: 422, body: { code: 'outside_geofence' } });
    expect(away.body.distance_m).toBeGreaterThan(1000);
    expect(
      await server.sql('select 1 from public.attendance_scans where member_id = $1', [id.kabir]),
    ).toEqual([]);
  });

  it('where the school does not use faces, the geofence alone decides', async () => {
    await setOrg('allowed_methods', '{card,manual,qr,self_geo}');
    const away = await selfCheckIn(classmateUser, { location: IN_TOWN });
    expect(away).toMatchObject({ status: 422, body: { code: 'outside_geofence' } });
    const here = await selfCheckIn(classmateUser, { location: AT_CAMPUS });
    expect(here).toMatchObject({ status: 200, body: { site: { name: 'Main campus' } } });
    const [scan] = await server.sql<{ method: string; match_confidence: number | null }>(
      'select method, match_confidence from public.attendance_scans where member_id = $1',
      [id.kabir],
    );
    expect(scan).toEqual({ method: 'self_geo', match_confidence: null });
  });
});
