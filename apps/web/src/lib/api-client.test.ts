import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en';
  });

  it('asks the server to answer in the language the page is shown in', async () => {
    const seen: Array<{ url: string; language: string | null }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      seen.push({ url, language: new Headers(init?.headers).get('accept-language') });
      const body = url.endsWith('/api/config')
        ? { supabaseUrl: '', anonKey: 'anon-key' }
        : { ok: true };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    document.documentElement.lang = 'hi';
    await expect(apiFetch('organizations')).resolves.toEqual({ ok: true });
    expect(seen.find((call) => call.url === '/api/organizations')?.language).toBe('hi');
  });
});
