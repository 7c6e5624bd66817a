import { AppError } from './errors.js';

type PgError = Error & { code: string; constraint?: string };

const isPgError = (error: unknown): error is PgError =>
  error instanceof Error &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code);

/**
 * Database refusals inside /api operations, as answers a person can act on: constraint and
 * policy violations are the caller's problem (4xx) with the database's own wording, which for our
 * triggers is written for people; anything else stays a 500.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
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
