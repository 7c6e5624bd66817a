import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import {
  pipelineAsCaller,
  SessionRevokedError,
  type Statement,
} from '../../lib/caller-pipeline.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { authenticate, type RequestAuth } from '../../lib/request-auth.js';
import { orgKeyResolver } from '../integrations/resolve-org-key.js';
import { fromDriverError, fromPgError, isPgError, isRetryable } from './pg-errors.js';
import { restError } from './rest-errors.js';

const bearerChallenge = (description: string) => ({
  'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
});

/** The caller from apikey + bearer, with PostgREST's JWT errors (PGRST301/302/303). */
export function resolveCaller(app: FastifyInstance, request: FastifyRequest): Promise<RequestAuth> {
  return authenticate(
    request,
    app.ctx.keys,
    (reason) => {
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
        return restError(
          401,
          'PGRST303',
          'JWT expired',
          null,
          null,
          bearerChallenge('JWT expired'),
        );
      return restError(
        401,
        'PGRST301',
        'Invalid JWT: the token is malformed or its signature does not match',
        null,
        null,
        bearerChallenge('JWT cannot be verified'),
      );
    },
    { resolveOrgKey: orgKeyResolver(app.ctx) },
  );
}

export type TransactionOptions = {
  readOnly?: boolean;
  /** Prefer: tx=rollback — answer as if committed, keep nothing. */
  rollback?: boolean;
  /** Checks the results before the commit; throwing rolls everything back. */
  check?: (results: StatementResult[]) => void;
};

/**
 * Runs this module's statements in one transaction as the caller (role and JWT claims set
 * locally, RLS decides), written to the database back to back: a read is one round trip, a
 * mutation two (its results are checked before COMMIT). Database errors become PostgREST errors;
 * a transient serialization failure or deadlock is retried once with a fresh transaction.
 */
export async function runAsCaller(
  app: FastifyInstance,
  auth: RequestAuth,
  statements: readonly Statement[],
  options: TransactionOptions = {},
): Promise<StatementResult[]> {
  // A read-only organisation key never writes; its transactions are read-only as well.
  const readOnlyKey = auth.orgKey?.scope === 'read';
  if (readOnlyKey && !options.readOnly)
    throw restError(403, '42501', 'This API key may only read. Ask an owner for a read-write key.');
  let shaped: StatementResult[] = [];
  const decides = options.rollback || options.check;
  const attempt = async () => {
    const results = await pipelineAsCaller(app.ctx.database.pool, auth, statements, {
      readOnly: options.readOnly || readOnlyKey,
      sessions: app.ctx.sessions,
      shouldCommit: decides
        ? (raw) => {
            shaped = raw.map(toStatementResult);
            options.check?.(shaped);
            return !options.rollback;
          }
        : undefined,
    });
    return decides ? shaped : results.map(toStatementResult);
  };
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      return await attempt();
    }
  } catch (error) {
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
  /** Rows in the page, or rows a bare DML statement affected. */
  page: number;
  body: string | null;
  [key: string]: unknown;
};

/** A statement built by this module carries total, page and body in its first row. */
function toStatementResult(result: pg.QueryResult): StatementResult {
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  if (result.command !== 'SELECT' && result.command !== 'WITH' && !('page' in row)) {
    return { total: null, page: result.rowCount ?? 0, body: null };
  }
  return {
    ...row,
    total: row.total === null || row.total === undefined ? null : Number(row.total),
    page: Number(row.page ?? 0),
    body: (row.body as string | null | undefined) ?? null,
  };
}

/** One statement of this module: SQL text and its parameters. */
export const statement = (text: string, params: readonly string[]): Statement => ({
  text,
  values: params,
});
