import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

describe('health and config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports the database as ok with the version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', database: 'ok', version: '0.1.0' });
  });

  it('gives the SPA its API URL and the anon key', async () => {
    const body = (await (await fetch(`${server.url}/api/config`)).json()) as Record<
      string,
      unknown
    >;
    expect(body.supabaseUrl).toBe(server.url);
    expect(body.anonKey).toBe(server.anonKey);
  });

  it('sends security headers that allow only our origin', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('microphone=()');
    // Served over plain HTTP here: no HSTS, which would break a LAN install without TLS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers for HTTPS only when it is served over HTTPS (here, behind a trusted proxy)', async () => {
    const behindProxy = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const response = await fetch(`${behindProxy.url}/api/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('allows CORS for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/rest/v1/profiles`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'apikey,authorization,prefer',
        },
      });
    const ours = await preflight(server.url);
    expect(ours.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(ours.headers.get('access-control-allow-methods')).toContain('PATCH');
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 503 with details when the database is down', async () => {
    const other = await startTestServer();
    await other.app.ctx.database.pool.end();
    const response = await fetch(`${other.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
    await other.close().catch(() => undefined);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
