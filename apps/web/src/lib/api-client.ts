import { API_TIMEOUT_MS } from '@/config/constants';
import { loadAppConfig } from './app-config';
import { pageLanguage } from './page-language';
import { getSupabase, hasStoredSession } from './supabase';

/** An error from /api/*: HTTP status, the server's stable `code` and a message fit for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** A plain object is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  /** Defaults to SPEC.md's 15000 ms. */
  timeoutMs?: number;
};

async function authHeaders(): Promise<Record<string, string>> {
  const config = await loadAppConfig();
  let token = config.anonKey;
  try {
    if (!hasStoredSession()) throw new Error('no session');
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    if (data.session?.access_token) token = data.session.access_token;
  } catch {
    // No session available: call as a visitor with the public key.
  }
  return { apikey: config.anonKey, authorization: `Bearer ${token}` };
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the app's own functions under /api (SPEC.md §7): sends the apikey and a bearer token (the
 * session's, else the public key), times out after 15000 ms, returns parsed JSON and throws
 * ApiError on a non-2xx answer, a time-out (code `timeout`) or no network (code `network_error`).
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const { body, timeoutMs = API_TIMEOUT_MS, headers: extraHeaders, signal, ...init } = options;
  const headers = new Headers(extraHeaders);
  for (const [name, value] of Object.entries(await authHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!headers.has('accept-language')) headers.set('accept-language', pageLanguage());
  const url = path.startsWith('/') ? path : `/api/${path}`;

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers,
      body: encodeBody(body, headers),
      signal: controller.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (controller.signal.aborted) {
      throw new ApiError(0, 'timeout', 'The server took too long to answer. Please try again.');
    }
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const parsed = await parseBody(response);
  if (!response.ok) {
    const shaped = (parsed ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      response.status,
      typeof shaped.code === 'string' ? shaped.code : `http_${response.status}`,
      typeof shaped.message === 'string'
        ? shaped.message
        : `The request failed (HTTP ${response.status}).`,
      parsed,
    );
  }
  return parsed as T;
}

/** The file name the server gave (content-disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file from /api (a PDF, a CSV): a link cannot carry the session's bearer token, so
 * the bytes are fetched with it and the page saves them. Errors are ApiErrors as for apiFetch;
 * `what` names the file in their messages ("The ID cards could not be downloaded…").
 */
export async function apiDownload(
  path: string,
  options: { what: string; fallbackName: string; timeoutMs?: number },
): Promise<{ blob: Blob; fileName: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 120_000);
  try {
    const response = await fetch(path, { headers: await authHeaders(), signal: controller.signal });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      throw new ApiError(
        response.status,
        body.code ?? `http_${response.status}`,
        body.message ?? `${options.what} could not be made. Please try again.`,
        body,
      );
    }
    return { blob: await response.blob(), fileName: fileNameOf(response, options.fallbackName) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      0,
      'network_error',
      `${options.what} could not be downloaded. Please try again.`,
    );
  } finally {
    clearTimeout(timer);
  }
}
