import type { FastifyRequest } from 'fastify';
import { isJsonTooDeep, jsonTooDeepMessage } from '../../lib/json-depth.js';
import { invalidBody, restError } from './rest-errors.js';

/** The query string exactly as sent (order and repeated keys matter to PostgREST). */
export function searchOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index + 1);
}

/** Only `public` is exposed; supabase-js names it in Accept-Profile / Content-Profile. */
export function checkProfile(request: FastifyRequest): void {
  const header =
    request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers[header];
  if (profile !== undefined && profile !== 'public') {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${String(profile).slice(0, 63)}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

/**
 * The request body: JSON (the default) or a urlencoded form. `undefined` when there is none.
 * Anything unparsable (or nested deeper than MAX_JSON_DEPTH) is PostgREST's PGRST102, an unknown media type PGRST107 (415).
 */
export function parseBody(request: FastifyRequest): unknown {
  const raw = typeof request.body === 'string' ? request.body : undefined;
  if (raw === undefined || raw.trim() === '') return undefined;
  const type = (request.headers['content-type'] ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(raw));
  if (
    type !== 'application/json' &&
    !type.endsWith('+json') &&
    type !== 'text/plain' &&
    type !== ''
  ) {
    throw restError(
      415,
      'PGRST107',
      `The Content-Type '${type.slice(0, 100)}' is not supported; send application/json`,
    );
  }
  if (isJsonTooDeep(raw)) throw invalidBody(jsonTooDeepMessage);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidBody();
  }
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An insert payload: one object or an array of objects. */
export function rowsOf(body: unknown): { rows: Record<string, unknown>[]; isBulk: boolean } {
  if (isRow(body)) return { rows: [body], isBulk: false };
  if (Array.isArray(body) && body.every(isRow)) return { rows: body, isBulk: true };
  throw invalidBody(
    body === undefined
      ? 'Empty or invalid json'
      : 'The payload must be a JSON object or an array of JSON objects',
  );
}

/** An update payload: one object. */
export function rowOf(body: unknown): Record<string, unknown> {
  if (isRow(body)) return body;
  throw invalidBody(
    body === undefined ? 'Empty or invalid json' : 'The payload must be a JSON object',
  );
}

export { isRow };
