import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatMs } from './format';

describe('status page formats', () => {
  it('writes a check’s time in Indian time with seconds and the zone, in both languages', () => {
    // 05:12:05 UTC is 10:42:05 in India.
    expect(formatClock('2026-11-22T05:12:05Z', 'en')).toMatch(/^10:42:05\s?am\s(IST|GMT\+5:30)$/i);
    expect(formatClock('2026-11-22T05:12:05Z', 'hi')).toMatch(/10:42:05.*(IST|GMT\+5:30)$/);
  });

  it('takes the day in India, not the reader’s (19:00 UTC is already the next day there)', () => {
    expect(formatDate('2026-11-22T19:00:00Z', 'en')).toBe('23 Nov 2026');
  });

  it('rounds answer times and shows a dash when nothing was measured', () => {
    expect(formatMs(1.24, 'en')).toBe('1.2 ms');
    expect(formatMs(40.4, 'en')).toBe('40 ms');
    expect(formatMs(null, 'en')).toBe('—');
  });
});
