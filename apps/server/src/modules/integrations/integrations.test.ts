import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../lib/jobs/queue.js';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { verifySignature } from './sign.js';
import { dispatchWebhookEvents, WEBHOOK_MAX_ATTEMPTS, webhookSchedule } from './webhook-jobs.js';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A local webhook receiver: answers each path with the next status of its script (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const status = scripts.get(request.url ?? '')?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, scripts, close: () => new Promise((r) => server.close(r)) };
}

describe('integrations: organisation API keys and webhooks', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: TestUser;
  let otherOwner: TestUser;
  let orgA: string;
  let orgB: string;
  const api = (user?: TestUser) => apiAs(server.url, server.anonKey, user?.accessToken);
  /** A call made with an organisation key alone, as an integration would. */
  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const createKey = async (user: TestUser, org: string, scope: 'read' | 'read_write') => {
    const made = await api(user).post<{ id: string; key: string; prefix: string }>(
      `/api/organizations/${org}/api-keys`,
      { name: `${scope} key`, scope },
    );
    expect(made.status).toBe(201);
    return made.body;
  };

  beforeAll(async () => {
    // The test's receiver listens on 127.0.0.1, which only an operator's setting lets webhooks reach.
    server = await startTestServer({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });
    receiver = await startReceiver();
    owner = await createTestUser(server, { userType: 'Company', metadata: { full_name: 'Anita' } });
    otherOwner = await createTestUser(server, {
      userType: 'Company',
      metadata: { full_name: 'Rohan' },
    });
    orgA = (
      await api(owner).post<{ id: string }>('/api/organizations', {
        name: 'A Foods',
        kind: 'company',
      })
    ).body.id;
    orgB = (
      await api(otherOwner).post<{ id: string }>('/api/organizations', {
        name: 'B Steel',
        kind: 'company',
      })
    ).body.id;
    for (const org of [orgA, orgB]) {
      await server.sql(
        `insert into public.memberships (org_id, full_name, role, status)
         select $1, 'Person ' || n, 'employee', 'active' from generate_series(1, 5) n`,
        [org],
      );
      await server.sql(
        `insert into public.groups (org_id, name, kind) values ($1, 'Stores', 'department')`,
        [org],
      );
    }
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('shows a key once, keeps only its hash, and a key of A reads A’s rows and never B’s', async () => {
    const key = await createKey(owner, orgA, 'read');
    expect(key.key).toMatch(/^ias_[0-9a-f]{32}_/);
    const [stored] = await server.sql<{ key_hash: string }>(
      'select key_hash from public.api_keys where id = $1',
      [key.id],
    );
    expect(stored!.key_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.key_hash).not.toContain(key.key);
    const listed = await api(owner).get<{ keys: Record<string, unknown>[] }>(
      `/api/organizations/${orgA}/api-keys`,
    );
    expect(listed.body.keys).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(key.key);
    expect(listed.body.keys[0]!.prefix).toBe(key.key.slice(0, 12));

    const members = await withKey(key.key, '/rest/v1/memberships?select=org_id,full_name');
    expect(members.status).toBe(200);
    const rows = (await members.json()) as { org_id: string }[];
    expect(rows.length).toBe(6); // the owner and five people
    expect(new Set(rows.map((r) => r.org_id))).toEqual(new Set([orgA]));
    const orgs = (await (await withKey(key.key, '/rest/v1/organizations?select=id')).json()) as {
      id: string;
    }[];
    expect(orgs.map((o) => o.id)).toEqual([orgA]);
    const asked = await withKey(key.key, `/rest/v1/groups?org_id=eq.${orgB}&select=id`);
    expect(await asked.json()).toEqual([]);
    // The apikey header alone works too.
    const plain = await fetch(`${server.url}/rest/v1/groups?select=org_id`, {
      headers: { apikey: key.key },
    });
    expect(((await plain.json()) as { org_id: string }[]).map((g) => g.org_id)).toEqual([orgA]);
    const [used] = await server.sql<{ last_used_at: Date | null }>(
      'select last_used_at from public.api_keys where id = $1',
      [key.id],
    );
    expect(used!.last_used_at).not.toBeNull();
  });

  it('refuses a read key’s writes and lets a read-write key write its own organisation only', async () => {
    const read = await createKey(owner, orgA, 'read');
    const write = await createKey(owner, orgA, 'read_write');
    const rename = (key: string, org: string, name: string) =>
      withKey(key, `/rest/v1/groups?org_id=eq.${org}`, {
        method: 'PATCH',
        body: JSON.stringify({ name }),
        headers: { prefer: 'return=representation' },
      });
    const refused = await rename(read.key, orgA, 'Renamed by read');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/only read/);
    const done = await rename(write.key, orgA, 'Renamed by key');
    expect(done.status).toBe(200);
    expect(await done.json()).toHaveLength(1);
    const other = await rename(write.key, orgB, 'Hijacked');
    expect(await other.json()).toEqual([]);
    const names = await server.sql<{ org_id: string; name: string }>(
      'select org_id, name from public.groups order by name',
    );
    expect(names).toEqual(
      expect.arrayContaining([
        { org_id: orgA, name: 'Renamed by key' },
        { org_id: orgB, name: 'Stores' },
      ]),
    );

    // /api: the organisation's own routes, GET only for a read key, never another organisation.
    expect((await withKey(read.key, `/api/organizations/${orgA}/reminders`)).status).toBe(200);
    expect((await withKey(read.key, `/api/organizations/${orgB}/reminders`)).status).toBe(403);
    const patch = (key: string) =>
      withKey(key, `/api/organizations/${orgA}/reminders`, {
        method: 'PATCH',
        body: JSON.stringify({ check_in_after_minutes: 20 }),
      });
    expect((await patch(read.key)).status).toBe(403);
    expect((await patch(write.key)).status).toBe(200);
    // Keys cannot make keys.
    const minted = await withKey(write.key, `/api/organizations/${orgA}/api-keys`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x', scope: 'read' }),
    });
    expect(minted.status).toBe(403);
  });

  it('refuses a revoked key at once, and only the owner may revoke', async () => {
    const key = await createKey(owner, orgA, 'read');
    expect((await withKey(key.key, '/rest/v1/groups?select=id')).status).toBe(200);
    expect((await api(otherOwner).post(`/api/api-keys/${key.id}/revoke`)).status).toBe(404);
    const revoked = await api(owner).post<{ revoked_at: string | null }>(
      `/api/api-keys/${key.id}/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect((await withKey(key.key, '/rest/v1/groups?select=id')).status).toBe(401);
    expect((await withKey(key.key, `/api/organizations/${orgA}/reminders`)).status).toBe(401);
    // A key with a wrong secret but a real id is refused too.
    const live = await createKey(owner, orgA, 'read');
    const forged = `${live.key.slice(0, 37)}${'A'.repeat(43)}`;
    expect((await withKey(forged, '/rest/v1/groups?select=id')).status).toBe(401);
  });

  it('signs events, retries after a 500, gives up after the limit, and logs every try', async () => {
    const hook = await api(owner).post<{ id: string; secret: string }>(
      `/api/organizations/${orgA}/webhooks`,
      { url: `${receiver.url}/hook`, events: ['member_joined', 'check_in'] },
    );
    expect(hook.status).toBe(201);
    expect(hook.body.secret).toMatch(/^whsec_/);
    const ftp = await api(owner).post(`/api/organizations/${orgA}/webhooks`, {
      url: 'ftp://example.com/in',
      events: ['check_in'],
    });
    expect(ftp.status).toBe(400);
    const foreign = await api(otherOwner).post(`/api/organizations/${orgA}/webhooks`, {
      url: `${receiver.url}/steal`,
      events: ['check_in'],
    });
    expect(foreign.status).toBe(404);
    const dead = await api(owner).post<{ id: string }>(`/api/organizations/${orgA}/webhooks`, {
      url: `${receiver.url}/dead`,
      events: ['member_joined'],
    });
    // Org B's changes never reach A's webhooks.
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status) values ($1, 'Elsewhere', 'employee', 'active')`,
      [orgB],
    );
    receiver.scripts.set('/hook', [500]);
    receiver.scripts.set('/dead', Array(WEBHOOK_MAX_ATTEMPTS + 2).fill(500) as number[]);
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status) values ($1, 'Kavya Rao', 'employee', 'active')`,
      [orgA],
    );
    const db = server.app.ctx.database.db;
    const worker = new JobWorker(db, webhookSchedule({ allowPrivateNetworks: true }).handlers, {
      workerId: 'test',
    });
    let now = new Date();
    await dispatchWebhookEvents(db, now);
    await worker.work(now);
    // Both webhooks were tried once and answered 500.
    expect(receiver.received.filter((r) => r.path === '/hook')).toHaveLength(1);
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS + 2; i++) {
      now = new Date(now.getTime() + 3600_000);
      await dispatchWebhookEvents(db, now);
      await worker.work(now);
    }
    const hookTries = receiver.received.filter((r) => r.path === '/hook');
    expect(hookTries).toHaveLength(2);
    for (const tried of hookTries) {
      const body = JSON.parse(tried.body) as {
        type: string;
        organization_id: string;
        data: { full_name: string };
      };
      expect(body).toMatchObject({
        type: 'member_joined',
        organization_id: orgA,
        data: { full_name: 'Kavya Rao' },
      });
      expect(tried.headers['x-ias-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(
        verifySignature(
          hook.body.secret,
          String(tried.headers['x-ias-timestamp']),
          tried.body,
          String(tried.headers['x-ias-signature']),
        ),
      ).toBe(true);
      expect(
        verifySignature(
          'whsec_wrong',
          String(tried.headers['x-ias-timestamp']),
          tried.body,
          String(tried.headers['x-ias-signature']),
        ),
      ).toBe(false);
    }
    type Log = {
      deliveries: {
        attempt: number;
        outcome: string;
        response_status: number;
        duration_ms: number;
      }[];
    };
    const log = await api(owner).get<Log>(`/api/webhooks/${hook.body.id}/deliveries`);
    expect(log.body.deliveries.map((d) => [d.attempt, d.outcome, d.response_status])).toEqual([
      [2, 'delivered', 200],
      [1, 'retrying', 500],
    ]);
    expect(log.body.deliveries.every((d) => d.duration_ms >= 0)).toBe(true);
    expect(receiver.received.filter((r) => r.path === '/dead')).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const deadLog = await api(owner).get<Log>(`/api/webhooks/${dead.body.id}/deliveries`);
    expect(deadLog.body.deliveries.map((d) => d.attempt)).toEqual(
      Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, i) => WEBHOOK_MAX_ATTEMPTS - i),
    );
    expect(deadLog.body.deliveries[0]!.outcome).toBe('failed');
    expect(deadLog.body.deliveries.slice(1).every((d) => d.outcome === 'retrying')).toBe(true);
    // Another owner cannot read the log; a key of B sees none of it through the data API.
    expect((await api(otherOwner).get(`/api/webhooks/${hook.body.id}/deliveries`)).status).toBe(
      404,
    );
    const keyB = await createKey(otherOwner, orgB, 'read');
    expect(await (await withKey(keyB.key, '/rest/v1/webhook_deliveries?select=id')).json()).toEqual(
      [],
    );
    const keyA = await createKey(owner, orgA, 'read');
    const seen = (await (await withKey(keyA.key, '/rest/v1/webhooks?select=*')).json()) as Record<
      string,
      unknown
    >[];
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toHaveProperty('secret');
  });

  it('captures check-ins, and "send test" posts a signed ping at once', async () => {
    const hook = await api(owner).post<{ id: string; secret: string }>(
      `/api/organizations/${orgA}/webhooks`,
      {
        url: `${receiver.url}/checkins`,
        events: ['check_in'],
      },
    );
    const [member] = await server.sql<{ id: string }>(
      `select id from public.memberships where org_id = $1 and full_name = 'Person 1'`,
      [orgA],
    );
    await server.sql(
      `insert into public.attendance_records (org_id, member_id, date, check_in_at, status, method)
       values ($1, $2, current_date, now(), 'present', 'manual')`,
      [orgA, member!.id],
    );
    const db = server.app.ctx.database.db;
    const now = new Date(Date.now() + 24 * 3600_000);
    await dispatchWebhookEvents(db, now);
    await new JobWorker(db, webhookSchedule({ allowPrivateNetworks: true }).handlers).work(now);
    const got = receiver.received.filter((r) => r.path === '/checkins');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.body)).toMatchObject({
      type: 'check_in',
      data: { member_id: member!.id },
    });

    const test = await api(owner).post<{ event: string; outcome: string; response_status: number }>(
      `/api/webhooks/${hook.body.id}/test`,
    );
    expect(test.body).toMatchObject({ event: 'ping', outcome: 'delivered', response_status: 200 });
    const ping = receiver.received.filter((r) => r.path === '/checkins').at(-1)!;
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', organization_id: orgA });
    expect(
      verifySignature(
        hook.body.secret,
        String(ping.headers['x-ias-timestamp']),
        ping.body,
        String(ping.headers['x-ias-signature']),
      ),
    ).toBe(true);
    expect((await api(otherOwner).post(`/api/webhooks/${hook.body.id}/test`)).status).toBe(404);
    expect((await api(owner).delete(`/api/webhooks/${hook.body.id}`)).status).toBe(204);
  });

  it('limits each key to RATE_LIMIT_API_KEY requests, on the data API and /api alike', async () => {
    const limited = await startTestServer({ RATE_LIMIT_API_KEY: '3/1h' });
    try {
      const owner = await createTestUser(limited, { userType: 'Company' });
      const ownerApi = apiAs(limited.url, limited.anonKey, owner.accessToken);
      const org = (
        await ownerApi.post<{ id: string }>('/api/organizations', {
          name: 'D Tea',
          kind: 'company',
        })
      ).body.id;
      const [busy, other] = await Promise.all(
        ['busy', 'other'].map(
          async (name) =>
            (
              await ownerApi.post<{ key: string }>(`/api/organizations/${org}/api-keys`, {
                name,
                scope: 'read',
              })
            ).body.key,
        ),
      );
      const call = (key: string, path: string) =>
        fetch(`${limited.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      for (const path of [
        '/rest/v1/groups?select=id',
        `/api/organizations/${org}/reminders`,
        '/rest/v1/groups',
      ])
        expect((await call(busy!, path)).status, path).toBe(200);
      for (const path of ['/rest/v1/groups?select=id', `/api/organizations/${org}/reminders`]) {
        const refused = await call(busy!, path);
        expect(refused.status, path).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
        expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' });
      }
      // Another key of the same organisation, and its owner, are not held back.
      expect((await call(other!, '/rest/v1/groups?select=id')).status).toBe(200);
      expect((await ownerApi.get(`/api/organizations/${org}/api-keys`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never sends to this machine or the private network unless the operator allows it', async () => {
    // Without the setting, such an address is refused when it is entered…
    const strict = await startTestServer();
    try {
      const owner = await createTestUser(strict, { userType: 'Company' });
      const strictApi = apiAs(strict.url, strict.anonKey, owner.accessToken);
      const org = (
        await strictApi.post<{ id: string }>('/api/organizations', {
          name: 'C Mills',
          kind: 'company',
        })
      ).body.id;
      for (const [url, problem] of [
        [
          `${receiver.url}/hook`,
          'Webhooks go only to addresses on the internet, and 127.0.0.1 is a private or reserved network address.',
        ],
        ['http://169.254.169.254/latest/meta-data', 'and 169.254.169.254 is a private or reserved'],
        ['http://localhost:9000/hook', 'and localhost is this machine.'],
      ]) {
        const refused = await strictApi.post<{ message: string }>(
          `/api/organizations/${org}/webhooks`,
          { url, events: ['check_in'] },
        );
        expect(refused.status, url).toBe(400);
        expect(refused.body).toMatchObject({ code: 'webhook_address_not_allowed' });
        expect(refused.body.message).toContain(problem);
      }
      const fine = await strictApi.post(`/api/organizations/${org}/webhooks`, {
        url: 'https://hooks.example.com/ias',
        events: ['check_in'],
      });
      expect(fine.status).toBe(201);
    } finally {
      await strict.close();
    }

    // …and when a delivery would reach one after all (a name resolving there, or a setting turned
    // off later), nothing is sent and the log says why.
    const hook = await api(owner).post<{ id: string }>(`/api/organizations/${orgA}/webhooks`, {
      url: `${receiver.url}/private`,
      events: ['member_joined'],
    });
    await server.sql(
      `insert into public.memberships (org_id, full_name, role, status) values ($1, 'Isha Nair', 'employee', 'active')`,
      [orgA],
    );
    const db = server.app.ctx.database.db;
    const now = new Date(Date.now() + 48 * 3600_000);
    await dispatchWebhookEvents(db, now);
    await new JobWorker(db, webhookSchedule({ allowPrivateNetworks: false }).handlers).work(now);
    expect(receiver.received.filter((r) => r.path === '/private')).toHaveLength(0);
    const log = await api(owner).get<{ deliveries: { outcome: string; error: string }[] }>(
      `/api/webhooks/${hook.body.id}/deliveries`,
    );
    expect(log.body.deliveries[0]).toMatchObject({
      outcome: 'retrying',
      error: 'Not sent: 127.0.0.1 is a private or reserved network address.',
    });
    expect((await api(owner).delete(`/api/webhooks/${hook.body.id}`)).status).toBe(204);
  });

  it('publishes an OpenAPI 3.1 description of /api', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/organizations/{id}/api-keys']).toHaveProperty('post');
    expect(doc.paths['/api/organizations/{id}/reminders']).toHaveProperty('patch');
    expect(doc.paths['/api/organizations']).toHaveProperty('post');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });
});
