import type pg from 'pg';
import { isDatabaseUnavailable } from './db-errors.js';
import type { RequestAuth } from './request-auth.js';

/** No caller's query may hold a connection longer (PGlite has only one). */
export const STATEMENT_TIMEOUT = '8s';

export class SessionRevokedError extends Error {
  constructor() {
    super('session not found or signed out');
  }
}

export type CallerIdentity = Pick<RequestAuth, 'role' | 'claims' | 'sessionId'>;

export type Statement = {
  text: string;
  values: readonly unknown[];
  /** A prepared statement's name: parsed once per connection, then only bound and run. */
  name?: string;
};

/**
 * The statement that makes the rest of a transaction run as the caller: role and JWT claims set
 * locally (row-level security reads them), a statement timeout, and — for a signed-in session —
 * a check that raises when the session was signed out, so nothing behind it runs.
 */
export function callerSettings(auth: CallerIdentity): Statement {
  const values: unknown[] = [auth.role, JSON.stringify(auth.claims), STATEMENT_TIMEOUT];
  let text = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                     set_config('statement_timeout', $3, true)`;
  if (!auth.sessionId) return { text, values, name: 'caller_settings' };
  values.push(auth.sessionId);
  text += `, auth.require_active_session($4::uuid)`;
  return { text, values, name: 'caller_settings_with_session' };
}

/** What auth.require_active_session raises (SQLSTATE 28000). */
export function isSessionRevoked(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '28000' &&
    error.message === 'session not found or signed out'
  );
}

export type PipelineOptions = {
  readOnly?: boolean;
  /**
   * Decides, from the statements' results, whether to commit (true) or roll back (false); it may
   * throw to roll back with an error. Without it the transaction commits, and the COMMIT is sent
   * with the statements: a read costs one round trip.
   */
  shouldCommit?: (results: pg.QueryResult[]) => boolean;
};

/**
 * Runs `statements` in one transaction as the caller on one pooled connection. The pool's clients
 * are in pipeline mode, so BEGIN, the caller's settings, the statements (and COMMIT) are written
 * back to back and the database answers them in order: one round trip instead of one per
 * statement. A statement that fails aborts the transaction; the ones behind it fail with
 * "current transaction is aborted" and the first real error is thrown.
 */
export async function pipelineAsCaller(
  pool: pg.Pool,
  auth: CallerIdentity,
  statements: readonly Statement[],
  options: PipelineOptions = {},
): Promise<pg.QueryResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const settings = callerSettings(auth);
    const sent = [
      client.query(options.readOnly ? 'begin read only' : 'begin'),
      client.query({ ...settings, values: [...settings.values] }),
      ...statements.map((statement) =>
        client.query({ ...statement, values: [...statement.values] }),
      ),
    ];
    if (!options.shouldCommit) sent.push(client.query('commit'));
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      if (options.shouldCommit) await client.query('rollback');
      throw isSessionRevoked(failed.reason) ? new SessionRevokedError() : failed.reason;
    }
    const results = settled
      .slice(2, 2 + statements.length)
      .map((outcome) => (outcome as PromiseFulfilledResult<pg.QueryResult>).value);
    if (options.shouldCommit) {
      let commit: boolean;
      try {
        commit = options.shouldCommit(results);
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      await client.query(commit ? 'commit' : 'rollback');
    }
    return results;
  } catch (error) {
    // A connection the database dropped must not go back to the pool.
    if (isDatabaseUnavailable(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
