import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

/** A face descriptor far from every other seed's (the index matches on distance). */
const face = (seed: number) =>
  Array.from({ length: 128 }, (_, i) => (i === seed ? 0.5 : 0.02 * Math.sin(seed + i)));

/** Reads Server-Sent Events from a fetch stream, resolving the first event that `match`es. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    async waitFor(match: (e: { event: string; data: Record<string, unknown> }) => boolean) {
      for (let i = 0; i < 200; i++) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events.map((e) => e.event))}`);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/**
 * Several server instances behind a load balancer share one PostgreSQL: a check-in recorded by
 * one appears on the live board served by another, a face deleted through one is no longer
 * recognised by another, and an instance whose listening connection was cut recovers by itself.
 * Only a real PostgreSQL has several instances (PGlite belongs to one process), so this runs in
 * the database pass (`npm run test:db`, CI) and is skipped on PGlite.
 */
describe.skipIf(!REAL_POSTGRES_URL)('several server instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let owner: TestUser;
  let worker: TestUser;
  let orgId: string;
  let memberId: string;
  let kioskOnB: string;
  const api = (server: TestServer, user: TestUser) =>
    apiAs(server.url, server.anonKey, user.accessToken);
  const scan = (server: TestServer, token: string, body: Record<string, unknown>) =>
    fetch(`${server.url}/api/kiosk/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': token },
      body: JSON.stringify({ client_id: randomUUID(), ...body }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    a = await startTestServer({ JWT_SECRET });
    b = await startTestServer({ JWT_SECRET, DATABASE_URL: a.config.databaseUrl! });
    owner = await createTestUser(a, { userType: 'Company' });
    worker = await createTestUser(a, { userType: 'Employee' });
    orgId = (
      await api(a, owner).post<{ id: string }>('/api/organizations', {
        name: 'Sabarmati Foods',
        kind: 'company',
      })
    ).body.id;
    // About several instances, not the server's face verification (face-verification.test.ts).
    await a.sql('update public.organizations set face_verification = false where id = $1', [orgId]);
    const [member] = await a.sql<{ id: string }>(
      "insert into public.memberships (org_id, user_id, full_name, role, status, card_number) values ($1, $2, 'Kiran Desai', 'employee', 'active', 'SF-1') returning id",
      [orgId, worker.id],
    );
    memberId = member!.id;
    const kiosk = await api(b, owner).post<{ token: string }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Packing hall', methods: ['face', 'card'] },
    );
    kioskOnB = kiosk.body.token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a check-in recorded by one instance reaches the live board served by the other', async () => {
    const kioskOnA = await api(a, owner).post<{ token: string }>(
      `/api/organizations/${orgId}/devices`,
      { name: 'Main gate', methods: ['card'] },
    );
    const board = await openStream(`${b.url}/api/organizations/${orgId}/live`, {
      apikey: b.anonKey,
      authorization: `Bearer ${owner.accessToken}`,
    });
    try {
      await board.waitFor((e) => e.event === 'snapshot');
      const scanned = await scan(a, kioskOnA.body.token, { method: 'card', code: 'SF-1' });
      expect(scanned.body).toMatchObject({ outcome: 'checked_in' });
      const entry = await board.waitFor((e) => e.event === 'attendance');
      expect(entry.data).toMatchObject({ member_id: memberId, full_name: 'Kiran Desai' });
    } finally {
      await board.close();
    }
  });

  it('a face deleted through one instance is forgotten by the other at once', async () => {
    const enrolled = await api(a, worker).post('/api/faces', {
      org_id: orgId,
      consent: true,
      captures: [{ descriptor: face(3), quality: 0.95 }],
    });
    expect(enrolled.status).toBe(201);
    const known = await scan(b, kioskOnB, { method: 'face', descriptor: face(3), quality: 0.95 });
    expect(known.body).toMatchObject({ member: { id: memberId } });
    expect((await api(a, worker).delete(`/api/faces?org_id=${orgId}`)).status).toBe(200);
    // The deletion travels by NOTIFY; give it a moment, but the answer must change.
    let after = known;
    for (let i = 0; i < 40 && after.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 25));
      after = await scan(b, kioskOnB, { method: 'face', descriptor: face(3), quality: 0.95 });
    }
    expect(after).toMatchObject({ status: 404, body: { code: 'not_recognised' } });
  });

  it('an instance whose listening connection is cut listens again and forgets what it missed', async () => {
    await api(a, worker).post('/api/faces', {
      org_id: orgId,
      consent: true,
      captures: [{ descriptor: face(5), quality: 0.95 }],
    });
    // B's index of this organisation was loaded by the test before (empty at its end): the new
    // face reaches it by NOTIFY, so give it a moment, but it must be known.
    let known = { status: 404 };
    for (let i = 0; i < 40 && known.status !== 200; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 25));
      known = await scan(b, kioskOnB, { method: 'face', descriptor: face(5), quality: 0.95 });
    }
    expect(known.status).toBe(200);
    // Cut every LISTEN connection of this database (both instances'), then delete the face
    // while they are down: the NOTIFY is lost, so only the resume can make B forget it.
    const cut = await a.sql<{ pid: number }>(
      `select pg_terminate_backend(pid) as ok, pid from pg_stat_activity
        where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(cut.length).toBeGreaterThanOrEqual(2);
    await a.sql('delete from public.face_data where member_id = $1', [memberId]);
    let after = { status: 200 };
    for (let i = 0; i < 80 && after.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await scan(b, kioskOnB, { method: 'face', descriptor: face(5), quality: 0.95 });
    }
    expect(after.status).toBe(404);
    // And it hears new changes again: every instance listens on each of its channels again (each
    // on a connection of its own, coming back on its own timer, so some may still be on the way).
    await vi.waitFor(
      async () => {
        const listening = await a.sql<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and query like 'listen %'",
        );
        expect(Number(listening[0]!.n)).toBeGreaterThanOrEqual(cut.length);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
