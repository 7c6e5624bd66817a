import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompiledQuery, type Transaction } from 'kysely';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import type { DB } from '../../lib/db-types.js';
import { AppError } from '../../lib/errors.js';
import {
  asCaller,
  authenticate,
  type RequestAuth,
  SessionRevokedError,
} from '../../lib/request-auth.js';
import { fromDriverError, fromPgError, isPgError, isRetryable } from './pg-errors.js';
import { restError } from './rest-errors.js';

const bearerChallenge = (description: string) => ({
  'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
});

/** The caller from apikey + bearer, with PostgREST's JWT errors (PGRST301/302/303). */
export function resolveCaller(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth> {
  return authenticate(request, app.ctx.keys, (reason) => {
    if (reason === 'missing_apikey') {
      return restError(
        401,
        'PGRST302',
        'No API key found in request',
        null,
        'No `apikey` request header or url param was found.',
        { 'www-authenticate': 'Bearer' },
      );
    }
    if (reason === 'expired')
      return restError(401, 'PGRST303', 'JWT expired', null, null, bearerChallenge('JWT expired'));
    return restError(
      401,
      'PGRST301',
      'Invalid JWT: the token is malformed or its signature does not match',
      null,
      null,
      bearerChallenge('JWT cannot be verified'),
    );
  });
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('rollback requested');
  }
}

export type TransactionOptions = { readOnly?: boolean; rollback?: boolean };

/**
 * Runs `fn` in one transaction as the caller (role and JWT claims set locally, RLS decides).
 * Database errors become PostgREST errors; a transient serialization failure or deadlock is
 * retried once with a fresh transaction.
 */
export async function inCallerTransaction<T>(
  app: FastifyInstance,
  auth: RequestAuth,
  fn: (trx: Transaction<DB>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempt = () =>
    asCaller(app.ctx.database.db, auth, async (trx) => {
      if (options.readOnly) await trx.executeQuery(CompiledQuery.raw('set transaction read only'));
      const result = await fn(trx);
      if (options.rollback) throw new Rollback(result);
      return result;
    });
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      return await attempt();
    }
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    if (error instanceof AppError) throw error;
    if (error instanceof SessionRevokedError) {
      throw restError(
        401,
        'PGRST301',
        'Your session has ended (signed out or expired). Sign in again to continue.',
        null,
        null,
        bearerChallenge('session revoked'),
      );
    }
    // A database that is away is answered by the error handler, like any other request's.
    if (isDatabaseUnavailable(error)) throw error;
    if (isPgError(error)) throw fromPgError(error, auth.role);
    throw (error instanceof Error && fromDriverError(error)) || error;
  }
}

export type StatementResult = {
  total: number | null;
  page: number;
  body: string | null;
  [key: string]: unknown;
};

/** Runs one statement built by this module; its first row carries total, page and body. */
export async function runStatement(
  trx: Transaction<DB>,
  text: string,
  params: readonly string[],
): Promise<StatementResult> {
  const { rows } = await trx.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(text, [...params]),
  );
  const row = rows[0] ?? {};
  return {
    ...row,
    total: row.total === null || row.total === undefined ? null : Number(row.total),
    page: Number(row.page ?? 0),
    body: (row.body as string | null | undefined) ?? null,
  };
}

/** Runs one bare DML statement and returns how many rows it affected. */
export async function runCommand(
  trx: Transaction<DB>,
  text: string,
  params: readonly string[],
): Promise<number> {
  const result = await trx.executeQuery(CompiledQuery.raw(text, [...params]));
  return Number(result.numAffectedRows ?? 0n);
}
