import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/**
 * The Peenya works (200 m fence; a fix must still be within 150 m) and a depot about 300 km east
 * of it (100 m fence).
 */
const WORKS = { lat: 13.0285, lng: 77.5197 };
const DEPOT = { lat: 13.0285, lng: 80.2897 };
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile';

type Check = {
  id: string;
  member_id: string;
  full_name: string;
  flags: string[];
  travel_km: number | null;
  travel_kmh: number | null;
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
  review_status: string;
  review_reason: string | null;
  reviewed_by_name: string | null;
  can_review: boolean;
};

describe('location trust for self check-in (issue 19)', () => {
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
  const checkIn = async (
    user: TestUser,
    location: { lat: number; lng: number; accuracy: number },
    extra: { device_id?: string; language?: string } = {},
  ) => {
    const response = await fetch(`${server.url}/api/attendance/self`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: server.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'user-agent': PHONE,
        ...(extra.language ? { 'accept-language': extra.language } : {}),
      },
      body: JSON.stringify({ client_id: randomUUID(), location, device_id: extra.device_id }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const checksOf = (memberId: string) =>
    sql<Check & { latitude: number; accuracy_m: number }>(
      `select id, flags, travel_km, travel_kmh, device_id, user_agent, host(ip) as ip, review_status,
              latitude, accuracy_m, record_id
         from public.location_checks where member_id = $1 order by checked_at`,
      [memberId],
    );
  const queue = (user: TestUser, status = 'pending') =>
    api(user).get<{ checks: Check[]; code?: string }>(
      `/api/organizations/${orgId}/location-checks?status=${status}`,
    );
  const review = (user: TestUser, checkId: string, decision: string, reason?: string) =>
    api(user).post<{ review_status?: string; code?: string; message?: string }>(
      `/api/location-checks/${checkId}/review`,
      { decision, reason },
    );
  const rest = (user: TestUser) =>
    fetch(`${server.url}/rest/v1/location_checks?select=id,member_id`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user.accessToken}` },
    }).then((r) => r.json() as Promise<{ id: string; member_id: string }[]>);

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
    await sql(
      "update public.organizations set allowed_methods = '{card,manual,qr,self_geo}' where id = $1",
      [orgId],
    );
    await sql(
      `insert into public.sites (org_id, name, latitude, longitude, radius_m)
       values ($1, 'Peenya works', $2, $3, 200), ($1, 'Chennai depot', $4, $5, 100)`,
      [orgId, WORKS.lat, WORKS.lng, DEPOT.lat, DEPOT.lng],
    );
    const member = async (name: string, role: string, userId: string) =>
      (
        await sql<{ id: string }>(
          `insert into public.memberships (org_id, user_id, full_name, role, status, created_at)
           values ($1, $2, $3, $4, 'active', now() - interval '30 days') returning id`,
          [orgId, userId, name, role],
        )
      )[0]!.id;
    id.priya = await member('Priya Nair', 'employee', priyaUser.id);
    id.dev = await member('Dev Malhotra', 'employee', devUser.id);
    id.suresh = await member('Suresh Pillai', 'incharge', inchargeUser.id);
    const [floor] = await sql<{ id: string }>(
      "insert into public.groups (org_id, name, kind, responsible_id) values ($1, 'Dyeing floor', 'team', $2) returning id",
      [orgId, id.suresh],
    );
    await sql(
      'insert into public.group_members (group_id, member_id, org_id) values ($1, $2, $3)',
      [floor!.id, id.priya, orgId],
    );
  });
  afterAll(async () => server?.close());

  it('refuses a fix less accurate than the fence, saying what to do, and records nothing', async () => {
    const vague = await checkIn(
      priyaUser,
      { ...WORKS, accuracy: 500 },
      { device_id: 'phone-priya-1' },
    );
    expect(vague.status).toBe(422);
    expect(vague.body).toMatchObject({
      code: 'location_inaccurate',
      accuracy_m: 500,
      limit_m: 150,
    });
    expect(vague.body.message).toBe(
      'Your location is only accurate to 500 m, but checking in at Peenya works needs it accurate to 150 m. Step outside under open sky, away from tall buildings, and turn on precise location for your browser in your phone’s settings, then try again.',
    );
    const hindi = await checkIn(priyaUser, { ...WORKS, accuracy: 500 }, { language: 'hi' });
    expect(hindi.body.message).toMatch(/सिर्फ़ 500 मीटर तक सटीक.*Peenya works.*150 मीटर.*खुले आसमान/);
    // Below the old 150 m cap but wider than the depot's 100 m fence: refused too.
    const wide = await checkIn(priyaUser, { ...DEPOT, accuracy: 120 });
    expect(wide.body).toMatchObject({ code: 'location_inaccurate', limit_m: 100 });
    for (const table of ['attendance_scans', 'attendance_records', 'location_checks'])
      expect(
        await sql(`select 1 from public.${table} where member_id = $1`, [id.priya]),
      ).toHaveLength(0);
  });

  it('accepts a fix within the fence and keeps its device and network', async () => {
    const ok = await checkIn(priyaUser, { ...WORKS, accuracy: 30 }, { device_id: 'phone-priya-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ outcome: 'checked_in', site: { name: 'Peenya works' } });
    const [check] = await checksOf(id.priya!);
    expect(check).toMatchObject({
      flags: [],
      review_status: 'none',
      device_id: 'phone-priya-1',
      user_agent: PHONE,
      ip: '127.0.0.1',
      accuracy_m: 30,
    });
  });

  it('flags impossible travel: 300 km in 30 minutes is recorded but waits for review', async () => {
    // The first check-in was half an hour ago.
    await sql(
      "update public.location_checks set checked_at = checked_at - interval '30 minutes' where member_id = $1",
      [id.priya],
    );
    const far = await checkIn(
      priyaUser,
      { ...DEPOT, accuracy: 20 },
      { device_id: 'phone-priya-1' },
    );
    expect(far.status).toBe(200);
    const checks = await checksOf(id.priya!);
    expect(checks).toHaveLength(2);
    expect(checks[1]).toMatchObject({ flags: ['impossible_travel'], review_status: 'pending' });
    expect(checks[1]!.travel_km).toBeGreaterThan(290);
    expect(checks[1]!.travel_km).toBeLessThan(310);
    expect(checks[1]!.travel_kmh).toBeGreaterThan(550);
  });

  it('does not count GPS jitter as travel, and flags a device the person has not used', async () => {
    const first = await checkIn(devUser, { ...WORKS, accuracy: 25 }, { device_id: 'phone-dev-1' });
    expect(first.status).toBe(200);
    // 80 m away a moment later, same phone: nothing to look at.
    const jitter = await checkIn(
      devUser,
      { lat: WORKS.lat + 0.0007, lng: WORKS.lng, accuracy: 40 },
      { device_id: 'phone-dev-1' },
    );
    expect(jitter.status).toBe(200);
    // Within the 200 m fence but never worse than 150 m.
    const rough = await checkIn(devUser, { ...WORKS, accuracy: 170 }, { device_id: 'phone-dev-1' });
    expect(rough.body).toMatchObject({ code: 'location_inaccurate', limit_m: 150 });
    const nearLimit = await checkIn(
      devUser,
      { ...WORKS, accuracy: 140 },
      { device_id: 'tablet-dev-2' },
    );
    expect(nearLimit.status).toBe(200);
    expect((await checksOf(id.dev!)).map((c) => c.flags)).toEqual([
      [],
      [],
      ['new_device', 'accuracy_near_limit'],
    ]);
  });

  it('shows the queue only to the owner and the person’s in-charge, also through the data API', async () => {
    const all = await queue(owner);
    expect(all.status).toBe(200);
    expect(all.body.checks.map((c) => [c.full_name, c.flags])).toEqual([
      ['Dev Malhotra', ['new_device', 'accuracy_near_limit']],
      ['Priya Nair', ['impossible_travel']],
    ]);
    expect(all.body.checks[1]).toMatchObject({
      device_id: 'phone-priya-1',
      user_agent: PHONE,
      ip: '127.0.0.1',
      can_review: true,
    });
    const staff = await queue(inchargeUser);
    expect(staff.body.checks.map((c) => c.full_name)).toEqual(['Priya Nair']);
    // The person, a colleague and an outsider see nothing.
    expect((await queue(priyaUser)).body.checks).toEqual([]);
    expect((await queue(devUser)).body.checks).toEqual([]);
    expect((await queue(outsider)).status).toBe(404);
    expect(await rest(priyaUser)).toEqual([]);
    expect(await rest(devUser)).toEqual([]);
    expect(await rest(outsider)).toEqual([]);
    expect((await rest(inchargeUser)).every((r) => r.member_id === id.priya)).toBe(true);
    expect((await rest(owner)).length).toBe(5);
  });

  it('the in-charge rejects with a reason (the record is marked, audited); the owner accepts', async () => {
    const [travel] = (await queue(owner)).body.checks.filter((c) => c.full_name === 'Priya Nair');
    const [device] = (await queue(owner)).body.checks.filter((c) => c.full_name === 'Dev Malhotra');
    // Not the person, not a colleague, not an outsider, not the in-charge for someone else's.
    expect((await review(priyaUser, travel!.id, 'accept')).status).toBe(404);
    expect((await review(devUser, travel!.id, 'accept')).status).toBe(404);
    expect((await review(outsider, travel!.id, 'accept')).status).toBe(404);
    expect((await review(inchargeUser, device!.id, 'accept')).status).toBe(404);
    const bare = await review(inchargeUser, travel!.id, 'reject');
    expect(bare).toMatchObject({ status: 400, body: { code: 'reason_required' } });
    expect((await checksOf(id.priya!))[1]!.review_status).toBe('pending');

    const rejected = await review(inchargeUser, travel!.id, 'reject', 'She was on leave in Mysuru');
    expect(rejected).toMatchObject({ status: 200, body: { review_status: 'rejected' } });
    const [record] = await sql<{ flags: string[] }>(
      `select r.flags from public.attendance_records r
         join public.location_checks c on c.record_id = r.id where c.id = $1`,
      [travel!.id],
    );
    expect(record!.flags).toContain('location_rejected');
    const audit = await sql<{ actor_id: string; after: { review_status: string } }>(
      "select actor_id, after from public.audit_log where entity = 'location_checks' and entity_id = $1 and action = 'update'",
      [travel!.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: inchargeUser.id,
        after: expect.objectContaining({ review_status: 'rejected' }),
      }),
    ]);
    expect((await review(owner, travel!.id, 'accept')).body).toMatchObject({
      code: 'already_reviewed',
    });

    expect((await review(owner, device!.id, 'accept')).body).toMatchObject({
      review_status: 'accepted',
    });
    expect((await queue(owner)).body.checks).toEqual([]);
    const reviewed = await queue(owner, 'reviewed');
    expect(
      reviewed.body.checks.map((c) => [c.full_name, c.review_status, c.reviewed_by_name]),
    ).toEqual([
      ['Dev Malhotra', 'accepted', 'Meera Iyer'],
      ['Priya Nair', 'rejected', 'Suresh Pillai'],
    ]);
    expect(reviewed.body.checks[1]!.review_reason).toBe('She was on leave in Mysuru');
  });
});
