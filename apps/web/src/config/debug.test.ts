import { describe, expect, it } from 'vitest';
import { isDebugAllowed, isLocalHost } from './debug';

describe('debug check (SPEC.md §2)', () => {
  it('allows local hosts only', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'kiosk.local', 'app.test']) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['example.com', 'attendance.in', '10.0.0.5', 'local.example.com', 'test']) {
      expect(isLocalHost(host)).toBe(false);
    }
  });

  it('needs the flag as well', () => {
    expect(isDebugAllowed('localhost', false)).toBe(false);
    expect(isDebugAllowed('localhost', true)).toBe(true);
    expect(isDebugAllowed('example.com', true)).toBe(false);
  });
});
