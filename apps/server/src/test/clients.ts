import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** In-memory storage so supabase-js can keep a session and PKCE verifier in Node. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js as the browser app uses it: PKCE flow with a stored session, no timers. */
export function pkceClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: {
      flowType: 'pkce',
      storage: memoryStorage(),
      storageKey: 'ias-test-auth',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * Follows a chain of redirects like a browser would, keeping cookies per host, until a URL that
 * `stop` accepts. Returns that URL. HTML forms on the way can be submitted with `submitForm`.
 */
export class Browserish {
  private cookies = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string {
    const jar = this.cookies.get(url.host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  private keep(url: URL, response: Response): void {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
    this.cookies.set(url.host, jar);
  }

  async request(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    const target = new URL(url);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader(target) },
    });
    this.keep(target, response);
    return { response, url: target.toString() };
  }

  /** GETs `url` and follows redirects until `stop(url)` is true or a non-redirect answer arrives. */
  async follow(
    url: string,
    stop: (url: string) => boolean = () => false,
  ): Promise<{ url: string; body: string }> {
    let current = url;
    for (let hops = 0; hops < 20; hops++) {
      if (stop(current)) return { url: current, body: '' };
      const { response } = await this.request(current);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).toString();
        continue;
      }
      return { url: current, body: await response.text() };
    }
    throw new Error('too many redirects');
  }

  /** Submits the first form on a page with the given fields, then follows redirects. */
  async submitForm(
    pageUrl: string,
    html: string,
    fields: Record<string, string>,
    stop: (url: string) => boolean,
  ) {
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (!action) throw new Error('no form on the page');
    const hidden = [
      ...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi),
    ];
    const body = new URLSearchParams([
      ...hidden.map((m) => [m[1]!, m[2]!] as [string, string]),
      ...Object.entries(fields),
    ]);
    const target = new URL(action.replace(/&amp;/g, '&'), pageUrl).toString();
    const { response } = await this.request(target, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const location = response.headers.get('location');
    if (!location) throw new Error(`form submit answered ${response.status} without a redirect`);
    return this.follow(new URL(location, target).toString(), stop);
  }
}

export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T };

/** Calls /api/* as a signed-in user (apikey + bearer, JSON), like the web app's apiFetch. */
export function apiAs(baseUrl: string, anonKey: string, accessToken?: string) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<T>> => {
    const send = () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          apikey: anonKey,
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A keep-alive connection the server closed just as it was reused (a test that waited long
    // on something else) is reset before any answer; a browser sends the request again, so do we.
    const response = await send().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
      return send();
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };
  return {
    get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body?: unknown) =>
      call<T>('POST', path, body ?? {}),
    patch: <T = Record<string, unknown>>(path: string, body: unknown) =>
      call<T>('PATCH', path, body),
    delete: <T = Record<string, unknown>>(path: string) => call<T>('DELETE', path),
  };
}
