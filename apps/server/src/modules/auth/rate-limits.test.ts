import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_POSTGRES_URL, startTestServer, type TestServer } from '../../test/harness.js';

describe('auth rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      EMAIL_CONFIRMATION: 'false',
      RATE_LIMIT_SIGN_IN: '3/1m',
      RATE_LIMIT_SIGN_UP: '2/1m',
      RATE_LIMIT_EMAIL: '2/1m',
      RATE_LIMIT_VERIFY: '2/1m',
      RATE_LIMIT_REFRESH: '2/1m',
    });
  });
  afterAll(async () => server?.close());

  const call = (path: string, body: unknown, method = 'POST') =>
    fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });

  async function statuses(times: number, request: () => Promise<Response>) {
    const results: Response[] = [];
    for (let i = 0; i < times; i++) results.push(await request());
    return results;
  }

  it.each([
    [
      'sign-in',
      3,
      () =>
        call('/token?grant_type=password', { email: 'a@example.com', password: 'Wrong#password1' }),
    ],
    [
      'sign-up',
      2,
      () => call('/signup', { email: `s${Math.random()}@example.com`, password: 'short' }),
    ],
    ['recovery', 2, () => call('/recover', { email: 'nobody@example.com' })],
    ['verification', 2, () => call('/verify', { type: 'signup', token_hash: 'nope' })],
    ['refresh', 2, () => call('/token?grant_type=refresh_token', { refresh_token: 'nope' })],
  ])('%s answers 429 with Retry-After once the limit is used up', async (_name, limit, request) => {
    const responses = await statuses(limit + 1, request);
    for (const response of responses.slice(0, limit)) expect(response.status).not.toBe(429);
    const limited = responses[limit]!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('limits sign-in per address, so one person cannot lock out another', async () => {
    const other = await call('/token?grant_type=password', {
      email: 'b@example.com',
      password: 'Wrong#password1',
    });
    expect(other.status).toBe(400);
  });
});

/** Helpers for one server: sign-in attempts with a wrong password for `email`. */
const wrongSignIn = (server: TestServer, email: string) =>
  fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Wrong#password1' }),
  });

describe('rate limits kept in the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SIGN_IN: '2/2s' });
  });
  afterAll(async () => server?.close());

  it('count in private.rate_limits and open a new window once the old one has passed', async () => {
    const email = 'window@example.com';
    expect((await wrongSignIn(server, email)).status).toBe(400);
    expect((await wrongSignIn(server, email)).status).toBe(400);
    expect((await wrongSignIn(server, email)).status).toBe(429);
    const [row] = await server.sql<{ hits: number }>(
      "select hits from private.rate_limits where key like '%sign-in:%window@example.com'",
    );
    expect(row).toEqual({ hits: 3 });
    // Wait out the window (a bounded poll, not a timing assertion).
    let status = 429;
    for (let i = 0; i < 40 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await wrongSignIn(server, email)).status;
    }
    expect(status).toBe(400);
  });
});

/** Two server processes on one PostgreSQL share each limit (PGlite belongs to one process). */
describe.skipIf(!REAL_POSTGRES_URL)('rate limits across two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const JWT_SECRET = randomBytes(32).toString('hex');
    a = await startTestServer({ JWT_SECRET, RATE_LIMIT_SIGN_IN: '4/1m' });
    b = await startTestServer({
      JWT_SECRET,
      RATE_LIMIT_SIGN_IN: '4/1m',
      DATABASE_URL: a.config.databaseUrl!,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a sign-in lock-out on one instance holds on the other', async () => {
    const email = 'shared@example.com';
    for (const server of [a, b, a, b]) expect((await wrongSignIn(server, email)).status).toBe(400);
    expect((await wrongSignIn(a, email)).status).toBe(429);
    expect((await wrongSignIn(b, email)).status).toBe(429);
  });
});
