import { describe, expect, it } from 'vitest';
import { describeError } from './error-messages';

describe('describeError', () => {
  it('turns service codes into sentences', () => {
    expect(
      describeError({
        code: 'invalid_credentials',
        status: 400,
        message: 'Invalid login credentials',
      }),
    ).toBe('That e-mail and password do not match. Check both and try again.');
    expect(describeError({ code: 'over_request_rate_limit', status: 429 })).toMatch(
      /wait a minute/,
    );
    expect(describeError({ status: 429, message: 'x' })).toMatch(/wait a minute/);
  });

  it('explains weak passwords with their reasons', () => {
    expect(describeError({ code: 'weak_password', reasons: ['length', 'characters'] })).toBe(
      'Password must be at least 10 characters long and contain a special character (for example ! @ # or %).',
    );
  });

  it("keeps the database's own explanation of a refused type change", () => {
    const message =
      "Your account type is already set to Student; ask your organisation's owner or an Admin to change it.";
    expect(describeError({ code: '42501', message })).toBe(message);
    expect(describeError({ code: '42501', message: 'permission denied for table profiles' })).toBe(
      'You are not allowed to make this change.',
    );
  });

  it('says the service is unreachable for network failures and 502–504', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatch(/not reachable/);
    expect(describeError({ status: 503, message: 'x' })).toMatch(/not reachable/);
  });
});
