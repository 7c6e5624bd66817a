import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, returnPathFrom } from './return-to';

describe('return path after sign-in', () => {
  it('uses the origin a guard carried', () => {
    expect(returnPathFrom({ from: { pathname: '/calendar', search: '?d=1', hash: '#x' } })).toBe(
      '/calendar?d=1#x',
    );
  });

  it('falls back to /dashboard', () => {
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/profile')).toBe(true);
  });
});
