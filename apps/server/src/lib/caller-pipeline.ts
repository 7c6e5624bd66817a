import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { ActiveSessions, SessionCheck } from './active-sessions.js';
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
 * a check that raises when the session was signed out, so nothing behind it runs (left out when
 * `sessionKnown`: the session was found signed in moments ago, see ActiveSessions).
 */
export function callerSettings(auth: CallerIdentity, sessionKnown = false): Statement {
  const values: unknown[] = [auth.role, JSON.stringify(auth.claims), STATEMENT_TIMEOUT];
  let text = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                     set_config('statement_timeout', $3, true)`;
  if (!auth.sessionId || sessionKnown) return { text, values, name: 'caller_settings' };
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

/**
 * A statement the database parses and plans once per connection, then only binds and runs: the
 * data API's reads come in few shapes (a page's filters differ in their values, which are
 * parameters), and parsing and planning them again cost about a third of the database's work
 * for a one-row read. Named by a digest of the text, so equal texts share one name.
 */
export function prepared(text: string, values: readonly unknown[]): Statement {
  const digest = createHash('sha256').update(text).digest('base64url').slice(0, 24);
  return { text, values, name: `q_${digest}` };
}

/**
 * A connection that has prepared more statements than this forgets them after its request: a
 * client inventing query shapes cannot grow a database process's memory without bound.
 */
export const PREPARED_PER_CONNECTION = 200;

/** node-postgres keeps its socket and its prepared statements' names on `connection`. */
type ClientWithSocket = pg.PoolClient & {
  connection?: {
    stream?: { cork?: () => void; uncork?: () => void };
    parsedStatements?: Record<string, string>;
  };
};

export type PipelineOptions = {
  readOnly?: boolean;
  /**
   * Decides, from the statements' results, whether to commit (true) or roll back (false); it may
   * throw to roll back with an error. Without it the transaction commits, and the COMMIT is sent
   * with the statements: a read costs one round trip.
   */
  shouldCommit?: (results: pg.QueryResult[]) => boolean;
  /**
   * The sessions found signed in lately: in a read-only transaction a known one skips the check
   * (a revocation elsewhere reaches it within moments); a write always checks.
   */
  sessions?: ActiveSessions;
};

/** The cache's view for this caller's session, when there is a session and a cache. */
export function sessionCheckFor(
  auth: CallerIdentity,
  sessions: ActiveSessions | undefined,
): SessionCheck | undefined {
  return auth.sessionId && sessions
    ? sessions.check(auth.sessionId, String(auth.claims.sub))
    : undefined;
}

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
    const session = sessionCheckFor(auth, options.sessions);
    const skipCheck = Boolean(options.readOnly && session?.known);
    const settings = callerSettings(auth, skipCheck);
    // Held back while the messages are written, then sent in one write: a system call per
    // statement cost the request path about a third of its processor time.
    const socket = (client as ClientWithSocket).connection?.stream;
    socket?.cork?.();
    let sent: Array<Promise<pg.QueryResult>>;
    try {
      sent = [
        client.query(options.readOnly ? 'begin read only' : 'begin'),
        client.query({ ...settings, values: [...settings.values] }),
        ...statements.map((statement) =>
          client.query({ ...statement, values: [...statement.values] }),
        ),
      ];
      if (!options.shouldCommit) sent.push(client.query('commit'));
    } finally {
      socket?.uncork?.();
    }
    const settled = await Promise.allSettled(sent);
    if (session && !skipCheck && settled[1]!.status === 'fulfilled') session.confirm();
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
    if (!broken) broken = await forgetPreparedWhenCrowded(client as ClientWithSocket);
    client.release(broken);
  }
}

/**
 * Past PREPARED_PER_CONNECTION statements, the connection forgets them all (the driver's list as
 * well), so the next requests prepare what they use again. A connection that cannot is dropped.
 */
async function forgetPreparedWhenCrowded(client: ClientWithSocket): Promise<Error | undefined> {
  const parsed = client.connection?.parsedStatements;
  if (!parsed || Object.keys(parsed).length <= PREPARED_PER_CONNECTION) return undefined;
  try {
    await client.query('deallocate all');
    for (const name of Object.keys(parsed)) delete parsed[name];
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
