import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  secondInstance,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { facePool } from '../faces/frame-analysis.js';

type Reply = { status: number; retryAfter: string | null; body: Record<string, unknown> };

// Issuing face challenges is limited per kiosk and per person, counted in the shared rate-limit
// table: a flood of challenges is refused with 429 and Retry-After, in the caller's language, and
// on PostgreSQL a second server process counts the same hits.
describe('face challenges are rate-limited (issue 19)', () => {
  let server: TestServer;
  let other: TestServer;
  let owner: TestUser;
  let worker: TestUser;
  const tokens: Record<string, string> = {};

  const post = (base: TestServer, url: string, headers: Record<string, string>): Promise<Reply> =>
    fetch(`${base.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    }).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get('retry-after'),
      body: (await r.json()) as Record<string, unknown>,
    }));
  const kiosk = (token: string, base = server, headers: Record<string, string> = {}) =>
    post(base, '/api/kiosk/face-challenges', { 'x-device-token': token, ...headers });
  const self = (user: TestUser, base = server) =>
    post(base, '/api/attendance/self/face-challenges', {
      authorization: `Bearer ${user.accessToken}`,
      apikey: server.anonKey,
    });

  beforeAll(async () => {
    const env = {
      RATE_LIMIT_FACE_CHALLENGE: '3/1m',
      RATE_LIMIT_FACE_CHALLENGE_SELF: '2/1m',
      FACE_THREADS: '1',
      FACE_QUEUE: '1',
    };
    server = await startTestServer(env);
    other = await secondInstance(server, env);
    owner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Meera Iyer' },
    });
    worker = await createTestUser(server, {
      userType: 'Employee',
      metadata: { full_name: 'Ravi Kumar' },
    });
    const api = apiAs(server.url, server.anonKey, owner.accessToken);
    const orgId = (
      await api.post<{ id: string }>('/api/organizations', {
        name: 'Kaveri Textiles',
        kind: 'company',
      })
    ).body.id;
    await server.sql(
      `insert into public.memberships (org_id, user_id, full_name, role, status)
       values ($1, $2, 'Ravi Kumar', 'employee', 'active')`,
      [orgId, worker.id],
    );
    await server.sql(
      "update public.organizations set allowed_methods = '{face,card,manual}' where id = $1",
      [orgId],
    );
    for (const name of ['gate', 'canteen', 'store', 'porch']) {
      tokens[name] = (
        await api.post<{ token: string }>(`/api/organizations/${orgId}/devices`, {
          name,
          methods: ['face'],
        })
      ).body.token;
    }
  }, 120_000);
  afterAll(async () => {
    if (other !== server) await other?.close();
    await server?.close();
  });

  it('issues a kiosk its limit of challenges, then refuses with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await kiosk(tokens.gate!)).status).toBe(201);
    const refused = await kiosk(tokens.gate!);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('face_challenge_rate_limited');
    expect(refused.body.message).toMatch(/^Too many face checks were started in a short time/);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.retryAfterSeconds).toBe(seconds);
    // Refused challenges are not stored.
    const issued = await server.sql<{ n: number }>(
      'select count(*)::int as n from private.face_challenges where device_id is not null',
    );
    expect(issued[0]!.n).toBe(3);
    // In the language the kiosk asks for.
    const hindi = await kiosk(tokens.gate!, server, { 'accept-language': 'hi' });
    expect(hindi.status).toBe(429);
    expect(hindi.body.message).toMatch(/चेहरा-जाँचें/);
  });

  it('counts each kiosk on its own', async () => {
    expect((await kiosk(tokens.canteen!)).status).toBe(201);
  });

  it('limits a person checking in on their own device', async () => {
    expect((await self(worker)).status).toBe(201);
    expect((await self(worker)).status).toBe(201);
    const refused = await self(worker);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('face_challenge_rate_limited');
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it.runIf(REAL_POSTGRES_URL)(
    'shares the count between server processes on one database',
    async () => {
      expect(other).not.toBe(server);
      expect((await kiosk(tokens.store!, server)).status).toBe(201);
      expect((await kiosk(tokens.store!, other)).status).toBe(201);
      expect((await kiosk(tokens.store!, server)).status).toBe(201);
      const refused = await kiosk(tokens.store!, other);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).not.toBeNull();
    },
  );

  it('answers 503 with Retry-After while the face threads are full, and keeps the challenge', async () => {
    const issued = await kiosk(tokens.porch!);
    expect(issued.status).toBe(201);
    const challenge = issued.body.challenge as string;
    const checkIn = () =>
      fetch(`${server.url}/api/kiosk/check-ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': tokens.porch! },
        body: JSON.stringify({
          client_id: crypto.randomUUID(),
          method: 'face',
          descriptor: Array.from({ length: 128 }, () => 0.01),
          quality: 0.95,
          challenge,
          frames: [Buffer.from('not a picture').toString('base64'), 'AAAA'],
        }),
      }).then(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
        body: (await r.json()) as Record<string, unknown>,
      }));
    const spent = async () =>
      (
        await server.sql<{ used: boolean }>(
          'select used_at is not null as used from private.face_challenges where device_id is not null order by created_at desc limit 1',
        )
      )[0]!.used;

    // FACE_THREADS=1 and FACE_QUEUE=1: two check-ins in the pool fill it.
    const pool = facePool(server.config.faces);
    expect([pool.threads, pool.queue]).toEqual([1, 1]);
    const held = [pool.admit(), pool.admit()];
    try {
      const busy = await checkIn();
      expect(busy.status).toBe(503);
      expect(busy.body.code).toBe('face_check_busy');
      expect(busy.body.message).toMatch(/^The server is checking many faces right now/);
      expect(Number(busy.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(await spent()).toBe(false);
    } finally {
      for (const admission of held) admission.release();
    }
    // With room again, the same challenge is taken: these frames are no faces.
    const checked = await checkIn();
    expect([checked.status, checked.body.code]).toEqual([422, 'frame_unreadable']);
    expect(await spent()).toBe(true);
  }, 120_000);
});
