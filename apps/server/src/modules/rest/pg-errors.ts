import type { AppError } from '../../lib/errors.js';
import type { DbRole } from '../../lib/jwt.js';
import { restError } from './rest-errors.js';

export type PgError = Error & { code: string; detail?: string; hint?: string };

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}

/** Transient conflicts worth one more attempt of the whole (rolled back) transaction. */
export const isRetryable = (error: unknown) =>
  isPgError(error) && (error.code === '40001' || error.code === '40P01');

/** PostgREST's SQLSTATE → HTTP table (src/PostgREST/Error.hs), with 40xxx answered as 503. */
export function statusForSqlState(code: string, role: DbRole): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    P0001: 400,
  };
  if (code in exact) return exact[code]!;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const prefixes: Array<[string, number]> = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 503],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  const match = prefixes.find(([prefix]) => code.startsWith(prefix));
  if (match) return match[1];
  // RAISE ... USING ERRCODE = 'PT404' chooses the status, as in PostgREST.
  if (/^PT\d{3}$/.test(code)) {
    const status = Number(code.slice(2));
    if (status >= 100 && status <= 599) return status;
  }
  return 400;
}

/** A database error as PostgREST reports it: the SQLSTATE and the server's own texts only. */
export function fromPgError(error: PgError, role: DbRole): AppError {
  const status = statusForSqlState(error.code, role);
  const headers: Record<string, string> = {};
  if (status === 401) headers['www-authenticate'] = 'Bearer';
  if (status === 503) headers['retry-after'] = '1';
  return restError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    headers,
  );
}

/** Driver-level failures (no SQLSTATE): the database is unreachable or the pool is exhausted. */
export function fromDriverError(error: Error): AppError | undefined {
  const message = error.message ?? '';
  if (/timeout exceeded when trying to connect/i.test(message)) {
    return restError(
      504,
      'PGRST003',
      'Timed out acquiring connection from connection pool.',
      null,
      null,
      {
        'retry-after': '1',
      },
    );
  }
  if (
    /ECONNREFUSED|Connection terminated|connection (is )?closed|Cannot use a pool after/i.test(
      message,
    )
  ) {
    return restError(
      503,
      'PGRST001',
      'Database client error. Retrying the connection.',
      null,
      null,
      {
        'retry-after': '1',
      },
    );
  }
  return undefined;
}
