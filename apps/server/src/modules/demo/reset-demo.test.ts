import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type AppConfig, loadConfig } from '../../config/env.js';
import { apiAs, pkceClient } from '../../test/clients.js';
import {
  createTestUser,
  freePort,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';
import { loadTemplate } from '../../test/pglite-template.js';
import { resetDemo } from './reset-demo.js';

type Session = { access_token: string; refresh_token: string };

/** How much demo there is: one copy has two organisations and seven accounts. */
const DEMO_COUNTS = `
  select (select count(*)::int from organizations where is_demo) as orgs,
         (select count(*)::int from auth.users where raw_app_meta_data ->> 'demo' = 'true') as accounts,
         (select count(*)::int from memberships m join organizations o on o.id = m.org_id and o.is_demo) as members,
         (select count(*)::int from class_sessions c join organizations o on o.id = c.org_id and o.is_demo) as sessions,
         (select count(*)::int from holidays h join organizations o on o.id = h.org_id and o.is_demo) as holidays`;

describe('resetting the demo', () => {
  let server: TestServer;
  let realOrgId: string;
  let firstCopy: Record<string, number>;
  const counts = async () => (await server.sql<Record<string, number>>(DEMO_COUNTS))[0]!;
  const signIn = async (role: string) =>
    (await apiAs(server.url, server.anonKey).post<Session>('/api/demo/session', { role })).body;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await createTestUser(server, { userType: 'Institute' });
    const created = await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
      '/api/organizations',
      { name: 'Sunrise Public School', kind: 'institute' },
    );
    realOrgId = created.body.id;
    await resetDemo(server.app.ctx);
    firstCopy = await counts();
  }, 300_000);
  afterAll(async () => server?.close());

  it('leaves exactly one copy after each reset, without what visitors changed', async () => {
    const owner = pkceClient(server.url, server.anonKey);
    const ownerSession = await signIn('institute');
    await owner.auth.setSession(ownerSession);
    const renamed = await owner
      .from('organizations')
      .update({ name: 'Visitor Was Here' })
      .neq('name', '')
      .select('id');
    expect(renamed.data).toHaveLength(1);
    const gone = await owner.from('holidays').delete().neq('name', '').select('id');
    expect(gone.data!.length).toBeGreaterThan(3);
    const contact = await owner.from('contacts').insert({ name: 'Visitor’s friend' }).select('id');
    expect(contact.error).toBeNull();

    expect((await resetDemo(server.app.ctx)).didReset).toBe(true);
    expect(await counts()).toEqual(firstCopy);
    expect(await server.sql('select name from organizations where is_demo order by name')).toEqual([
      { name: 'Green Valley Public School' },
      { name: 'Sahyadri Tech Solutions' },
    ]);
    expect(await server.sql(`select name from contacts where name like 'Visitor%'`)).toEqual([]);
    // The visitor's session went with the old accounts; a new visitor gets the new ones.
    const api = apiAs(server.url, server.anonKey, ownerSession.access_token);
    expect((await api.get('/auth/v1/user')).status).toBe(403);
    expect((await api.get('/api/demo')).status).toBe(200);
    const stale = await owner.from('organizations').select('id');
    expect(stale.data ?? []).toEqual([]);
    const fresh = pkceClient(server.url, server.anonKey);
    await fresh.auth.setSession(await signIn('institute'));
    expect((await fresh.from('organizations').select('name')).data).toEqual([
      { name: 'Green Valley Public School' },
    ]);
    const [real] = await server.sql<{ name: string }>(
      'select name from organizations where id = $1',
      [realOrgId],
    );
    expect(real!.name).toBe('Sunrise Public School');

    expect((await resetDemo(server.app.ctx)).didReset).toBe(true);
    expect(await counts()).toEqual(firstCopy);
    expect((await fresh.from('organizations').select('name')).data ?? []).toEqual([]);
  }, 600_000);

  it('lets one reset at a time run, and a second instance finding a fresh copy skips', async () => {
    const [a, b] = await Promise.all([resetDemo(server.app.ctx), resetDemo(server.app.ctx)]);
    expect([a.didReset, b.didReset]).toEqual([true, true]);
    expect(await counts()).toEqual(firstCopy);

    await server.sql(
      `update organizations set created_at = now() - interval '25 hours' where is_demo`,
    );
    const both = await Promise.all([
      resetDemo(server.app.ctx, { ifOlderThanHours: 24 }),
      resetDemo(server.app.ctx, { ifOlderThanHours: 24 }),
    ]);
    expect(both.map((o) => o.didReset).sort()).toEqual([false, true]);
    expect(both[0]!.resetAt.getTime()).toBe(both[1]!.resetAt.getTime());
    expect(Date.now() - both[0]!.resetAt.getTime()).toBeLessThan(10 * 60_000);
    expect(await counts()).toEqual(firstCopy);
  }, 600_000);

  it('resets a copy that lost an account even when it is young', async () => {
    await server.sql(
      `delete from auth.users where id = (select u.id from auth.users u
         join memberships m on m.user_id = u.id and m.role = 'student'
        where u.raw_app_meta_data ->> 'demo' = 'true')`,
    );
    const response = await apiAs(server.url, server.anonKey).post('/api/demo/session', {
      role: 'student',
    });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ code: 'demo_unavailable' });
    expect((await resetDemo(server.app.ctx, { ifOlderThanHours: 24 })).didReset).toBe(true);
    expect(await counts()).toEqual(firstCopy);
  }, 600_000);
});

/** A server like startTestServer's, but with automatic resets on (DEMO_RESET_HOURS). */
async function startWithResets(hours: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ias-demo-'));
  let databaseUrl: string | undefined;
  const name = `ias_demo_${process.pid}_${Date.now().toString(36)}`;
  if (REAL_POSTGRES_URL) {
    const admin = new pg.Client({ connectionString: REAL_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(REAL_POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config: AppConfig = {
    ...loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    demoResetHours: hours,
  } as AppConfig;
  const app: FastifyInstance = await buildApp(config, {
    inMemoryDatabase: !databaseUrl,
    // The run's migrated database (see global-setup), as every test server starts from.
    databaseTemplate: databaseUrl ? undefined : loadTemplate(),
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: REAL_POSTGRES_URL });
        await admin.connect();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  };
}

describe('automatic resets', () => {
  it('seeds a missing demo when the server starts listening, in the background', async () => {
    const started = Date.now();
    const server = await startWithResets(24);
    try {
      const info = async () =>
        (
          await apiAs(server.url, server.app.ctx.keys.anonKey).get<{
            isAvailable: boolean;
            nextResetAt: string;
          }>('/api/demo')
        ).body;
      let current = await info();
      while (!current.isAvailable && Date.now() - started < 240_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        current = await info();
      }
      expect(current.isAvailable).toBe(true);
      expect(Date.parse(current.nextResetAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    } finally {
      await server.close();
    }
  }, 300_000);

  it('closes cleanly while the start-up reset is still running', async () => {
    const server = await startWithResets(24);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(server.close()).resolves.toBeUndefined();
  }, 300_000);

  it('stays off with DEMO_RESET_HOURS=0', async () => {
    const server = await startWithResets(0);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const info = await apiAs(server.url, server.app.ctx.keys.anonKey).get<
        Record<string, unknown>
      >('/api/demo');
      expect(info.body).toMatchObject({
        isAvailable: false,
        resetAt: null,
        nextResetAt: null,
        resetEveryHours: null,
      });
      const signIn = await apiAs(server.url, server.app.ctx.keys.anonKey).post(
        '/api/demo/session',
        { role: 'teacher' },
      );
      expect(signIn.status).toBe(503);
    } finally {
      await server.close();
    }
  }, 300_000);
});
