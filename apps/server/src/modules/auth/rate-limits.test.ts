import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

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
