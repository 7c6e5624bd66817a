import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBuiltServer } from '../test/server-process.js';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, whatever their case, and keeps the rest', () => {
    expect(
      redactUrl('/auth/v1/verify?TOKEN=abc&type=signup&redirect_to=%2Fhome&token_hash=def#x'),
    ).toBe(
      '/auth/v1/verify?TOKEN=[redacted]&type=signup&redirect_to=%2Fhome&token_hash=[redacted]#x',
    );
    expect(redactUrl('/cb?state=s1&code=c1&code_challenge=public')).toBe(
      '/cb?state=[redacted]&code=[redacted]&code_challenge=public',
    );
    expect(redactUrl('/x?id_token=a&provider_token=b&provider_refresh_token=c')).toBe(
      '/x?id_token=[redacted]&provider_token=[redacted]&provider_refresh_token=[redacted]',
    );
    expect(redactUrl('/rest/v1/profiles?select=*&id=eq.1')).toBe(
      '/rest/v1/profiles?select=*&id=eq.1',
    );
  });
});

// The built server at LOG_LEVEL=info, as it runs in production, with its log captured.
describe('request logs of the running server', () => {
  const built = useBuiltServer('logger', { LOG_LEVEL: 'info' });

  /** Waits until the server has logged the answer to `GET /api/health?marker=…`. */
  async function logSettled(): Promise<string> {
    const { server } = built();
    const marker = randomUUID();
    await fetch(`${server.url}/api/health?marker=${marker}`);
    const [, reqId] = await server.waitFor(new RegExp(`"reqId":"([^"]+)"[^\\n]*marker=${marker}`));
    await server.waitFor(new RegExp(`"reqId":"${reqId}"[^\\n]*"request completed"`));
    return server.output();
  }

  it('carry method, path and status, but no password, token, key or secret query value', async () => {
    const { server, anonKey, post } = built();
    const email = `logged-${randomUUID()}@example.com`;
    const password = `Password-${randomUUID()}!`;
    const signUp = await post('/auth/v1/signup', { email, password });
    expect(signUp.status).toBe(200);
    const signIn = await post('/auth/v1/token?grant_type=password', { email, password });
    const session = (await signIn.json()) as { access_token: string; refresh_token: string };
    expect(signIn.status).toBe(200);
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(200);
    const refreshed = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    const rotated = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(refreshed.status).toBe(200);

    const inQuery = Object.fromEntries(
      ['token', 'token_hash', 'code', 'state', 'access_token', 'refresh_token', 'apikey'].map(
        (name) => [name, `${name}-${randomUUID()}`],
      ),
    );
    const query = (names: string[]) => names.map((name) => `${name}=${inQuery[name]}`).join('&');
    const urls = [
      `/auth/v1/verify?${query(['token'])}&type=signup`,
      `/auth/v1/verify?type=recovery&${query(['token_hash'])}`,
      `/auth/v1/callback?${query(['code', 'state'])}`,
      `/auth/v1/token?grant_type=refresh_token&${query(['refresh_token'])}`,
      `/realtime/v1/websocket?${query(['apikey'])}&vsn=1.0.0`,
      `/rest/v1/profiles?select=id&${query(['access_token'])}`,
      `/dashboard?${query(['code'])}`,
    ];
    for (const url of urls) await fetch(`${server.url}${url}`, { redirect: 'manual' });

    const log = await logSettled();
    const secrets = {
      password,
      anonKey,
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      rotatedAccessToken: rotated.access_token,
      rotatedRefreshToken: rotated.refresh_token,
      ...inQuery,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    }

    // The requests were logged, with what an operator needs.
    const lines = server.logLines();
    const loggedUrls = lines.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(loggedUrls).toEqual(
      expect.arrayContaining([
        '/auth/v1/signup',
        '/auth/v1/token?grant_type=password',
        '/auth/v1/verify?token=[redacted]&type=signup',
        '/auth/v1/callback?code=[redacted]&state=[redacted]',
        '/realtime/v1/websocket?apikey=[redacted]&vsn=1.0.0',
        '/dashboard?code=[redacted]',
      ]),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ res: { statusCode: 200 }, msg: 'request completed' }),
    );
  });
});
