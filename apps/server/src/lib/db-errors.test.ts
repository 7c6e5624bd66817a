import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.js';
import { AppError } from './errors.js';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('counts a database going away or not reachable', () => {
    for (const code of ['08006', '08001', '08003', '57P01', '57P02', '57P03', '53300'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Wrapped by whatever ran the statement.
    expect(isDatabaseUnavailable(new Error('query failed', { cause: pgError('57P01') }))).toBe(
      true,
    );
  });

  it('does not count a protocol violation: the database is there and refused what was sent', () => {
    expect(
      isDatabaseUnavailable(
        pgError('08P01', 'bind message supplies 1 parameters, but prepared statement requires 3'),
      ),
    ).toBe(false);
  });

  it('does not count refusals of the request itself, nor answers already worded', () => {
    for (const code of ['23505', '42501', '57014', '40001'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new AppError(503, 'database_unavailable', 'away', {}))).toBe(
      false,
    );
  });
});
