import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../test/harness.js';
import { restSchema } from './schema-cache.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.sql(readFileSync(new URL('./test-fixtures.sql', import.meta.url), 'utf8'));
  await restSchema(server.app).reload();
});
afterAll(async () => server?.close());

const request = async (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; auth?: boolean } = {},
) => {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.auth === false
        ? {}
        : { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` }),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
};

/** PostgREST's error body: exactly code, message, details and hint. */
function expectErrorBody(body: Record<string, unknown> | undefined, code?: string): void {
  expect(Object.keys(body ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body).toMatchObject({ code: code ?? expect.any(String), message: expect.any(String) });
}

describe('authentication', () => {
  it('answers 401 without an apikey', async () => {
    const { status, body } = await request('teams', { auth: false });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'PGRST302', message: 'No API key found in request' });
  });

  it('answers 401 PGRST301 for a forged token and PGRST303 for an expired one', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const bad = await request('teams', {
      auth: false,
      headers: { apikey: server.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'PGRST301' });
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');
    const garbage = await request('teams', {
      auth: false,
      headers: { apikey: server.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(server.app.ctx.keys.secret);
    const late = await request('teams', {
      auth: false,
      headers: { apikey: server.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(late).toMatchObject({ status: 401, body: { code: 'PGRST303', message: 'JWT expired' } });
  });

  it('answers 401 once the session was signed out, although the token is still valid', async () => {
    const user = await createTestUser(server);
    expect((await user.client.from('notes').select('id')).status).toBe(200);
    await server.sql('delete from auth.sessions where id = $1', [user.sessionId]);
    // Signed out elsewhere (not through this instance): a read is refused once the database's
    // announcement has reached the instance, within moments (lib/active-sessions.test.ts).
    await vi.waitFor(
      () => expect(server.app.ctx.sessions.check(user.sessionId, user.id).known).toBe(false),
      { timeout: 5_000 },
    );
    const { status, error } = await user.client.from('notes').select('id');
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: 'PGRST301',
      message: expect.stringContaining('Sign in again'),
    });
  });

  it('maps insufficient privilege to 401 for anon and 403 for a signed-in user', async () => {
    const anon = await server.client().from('notes').select('id');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const user = await createTestUser(server);
    const denied = await user.client.from('drop_box').select('id');
    expect(denied).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});

describe('what is exposed', () => {
  it.each(['nope', 'pg_class', 'schema_migrations', 'users', 'sessions'])(
    'answers 404 PGRST205 for %s',
    async (name) => {
      const { status, body } = await request(name);
      expect(status).toBe(404);
      expect(body).toMatchObject({
        code: 'PGRST205',
        message: `Could not find the table 'public.${name}' in the schema cache`,
      });
    },
  );

  it('suggests the closest table', async () => {
    expect((await request('team')).body).toMatchObject({
      hint: "Perhaps you meant the table 'public.teams'",
    });
  });

  it('answers 404 PGRST125 for paths that name nothing', async () => {
    for (const path of ['', 'a/b', 'rpc', 'rpc/a/b']) {
      const { status, body } = await request(path);
      expect(status).toBe(404);
      expectErrorBody(body);
    }
  });

  it('refuses other schemas with 406 PGRST106', async () => {
    const { status, body } = await request('teams', { headers: { 'accept-profile': 'auth' } });
    expect(status).toBe(406);
    expect(body).toMatchObject({ code: 'PGRST106' });
  });

  it('finds tables created after start-up, and reloads the cache on demand', async () => {
    await server.sql(
      'create table public.late_table (id int primary key, label text); grant select on public.late_table to service_role; insert into public.late_table values (1, $$x$$)',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await request('late_table?select=id')).body).toEqual([{ id: 1 }]);
    await server.sql('alter table public.late_table add column extra text');
    expect((await request('late_table?select=extra')).status).toBe(400);
    await restSchema(server.app).reload();
    expect((await request('late_table?select=extra')).body).toEqual([{ extra: null }]);
  });
});

describe('malformed requests are 400 with a PostgREST body, never 500', () => {
  it.each([
    ['unknown column', 'teams?select=nope', '42703'],
    ['unknown filter column', 'teams?nope=eq.1', '42703'],
    ['unknown order column', 'teams?order=nope', '42703'],
    ['bad operator', 'teams?id=equals.1', 'PGRST100'],
    ['missing operator', 'teams?id=1', 'PGRST100'],
    ['bad is value', 'teams?city=is.maybe', 'PGRST100'],
    ['unbalanced parentheses', 'teams?or=(id.eq.1', 'PGRST100'],
    ['unbalanced select', 'teams?select=id,players(name', 'PGRST100'],
    ['bad order syntax', 'teams?order=id.sideways', 'PGRST100'],
    ['non-numeric limit', 'teams?limit=ten', 'PGRST100'],
    ['negative offset', 'teams?offset=-1', 'PGRST100'],
    ['bad cast', 'teams?select=id::regclass', 'PGRST100'],
    ['bad value type', 'teams?id=eq.one', '22P02'],
    ['bad date', 'teams?founded=gt.someday', '22007'],
    ['bad array literal', 'teams?tags=cs.nope', '22P02'],
    ['bad regex', 'teams?name=match.(', '2201B'],
    ['operator on wrong type', 'teams?id=like.1*', '42883'],
    ['aggregate at top level', 'teams?select=count()', 'PGRST123'],
    ['NUL byte in a value', 'teams?name=eq.a%00b', '22021'],
  ])('%s', async (_name, path, code) => {
    const { status, body } = await request(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expectErrorBody(body, code);
  });

  it('answers a bad Range header with 400 and an inverted one with 416', async () => {
    expect((await request('teams', { headers: { range: 'lots' } })).status).toBe(400);
    expect((await request('teams', { headers: { range: '5-1' } })).status).toBe(416);
  });

  it('answers unsupported media types', async () => {
    expect((await request('teams', { headers: { accept: 'application/geo+json' } })).status).toBe(
      406,
    );
    const xml = await request('notes', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
  });

  it('answers 405 for PUT', async () => {
    expect(
      (
        await request('teams', {
          method: 'PUT',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).body,
    ).toMatchObject({ code: 'PGRST117' });
  });
});
