import { AppError } from './errors.js';

type PgError = Error & { code: string; constraint?: string };

const isPgError = (error: unknown): error is PgError =>
  error instanceof Error &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code);

/** Socket failures: the database server is not reachable at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is going away or not back yet: connection exceptions (08),
 * terminated by an administrator, a crash or a shutdown (57P01–57P03), too many connections.
 * Not 08P01, a protocol violation: the database is there and refused what the server sent (a
 * statement's parameters not matching it), so asking the client to retry would not help; it is
 * answered as the server error it is.
 */
const UNAVAILABLE_STATES = /^(08(?!P01)...|57P0[1-3]|53300)$/;

/** What node-postgres and its pool say when a connection broke or could not be made. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether `error` (or what caused it) says the database is away — restarted, failed over, its
 * connections closed by an administrator — rather than that the request was wrong. Such requests
 * are answered 503 with Retry-After; the pool opens fresh connections once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AppError) return false;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'The database cannot be reached right now. Please try again in a few seconds.',
    {},
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/**
 * Database refusals inside /api operations, as answers a person can act on: constraint and
 * policy violations are the caller's problem (4xx) with the database's own wording, which for our
 * triggers is written for people; a database that is away is a 503; anything else stays a 500.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (!isPgError(error)) return undefined;
  const { code, message } = error;
  if (code === '23505')
    return new AppError(
      409,
      'conflict',
      `That already exists${error.constraint ? ` (${error.constraint})` : ''}.`,
    );
  if (code === '23503')
    return new AppError(
      409,
      'invalid_reference',
      'A referenced record does not exist or is still in use.',
    );
  if (code === '42501') return new AppError(403, 'forbidden', message);
  if (code === '40001' || code === '40P01') {
    return new AppError(
      503,
      'busy',
      'The database was busy; please try again.',
      {},
      { 'retry-after': '1' },
    );
  }
  if (code.startsWith('22') || code.startsWith('23') || code === 'P0001') {
    return new AppError(400, 'validation_failed', message);
  }
  return undefined;
}
