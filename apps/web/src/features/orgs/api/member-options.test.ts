import { describe, expect, it } from 'vitest';
import { searchPattern } from './member-options';

describe('searchPattern', () => {
  it('wraps a search in a quoted, case-insensitive contains pattern', () => {
    expect(searchPattern('  Kabir ')).toBe('"*Kabir*"');
  });

  it('drops characters that would break out of a PostgREST or=(…) list', () => {
    expect(searchPattern('a,b)"c*%\\d(')).toBe('"*a b c d*"');
    expect(searchPattern(' ,() ')).toBeNull();
    expect(searchPattern('')).toBeNull();
  });
});
