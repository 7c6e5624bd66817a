import { describe, expect, it } from 'vitest';
import {
  bySubject,
  classesCanMiss,
  classesToReach,
  formatPercent,
  isBelowMinimum,
  summarise,
} from './attendance-percent';

describe('attendance percentage', () => {
  it('counts present, late and half-day as attended, absent against, and leaves excused/on-leave out', () => {
    const s = summarise([
      'present',
      'late',
      'half_day',
      'absent',
      'excused',
      'on_leave',
      'present',
    ]);
    expect(s).toEqual({ attended: 4, absent: 1, excluded: 2, counted: 5, percent: 80 });
  });

  it('has no percentage before anything counts (excused days alone do not count)', () => {
    expect(summarise([]).percent).toBeNull();
    expect(summarise(['excused', 'on_leave']).percent).toBeNull();
    expect(isBelowMinimum(null, 75)).toBe(false);
  });

  it('compares with the minimum exactly: 75 % is not below 75 %', () => {
    expect(isBelowMinimum(75, 75)).toBe(false);
    expect(isBelowMinimum(74.99, 75)).toBe(true);
    expect(isBelowMinimum(10, null)).toBe(false);
  });

  it('says how many classes in a row bring a student back to the minimum', () => {
    // 6 of 10 = 60 %; (6 + n) / (10 + n) ≥ 0.75 → n = 6
    const s = summarise([...Array(6).fill('present'), ...Array(4).fill('absent')]);
    expect(classesToReach(s, 75)).toBe(6);
    expect((6 + 6) / (10 + 6)).toBeGreaterThanOrEqual(0.75);
    expect((6 + 5) / (10 + 5)).toBeLessThan(0.75);
    expect(classesToReach(summarise(['present']), 75)).toBe(0);
    expect(classesToReach(summarise(['absent']), 100)).toBe(Number.POSITIVE_INFINITY);
  });

  it('says how many classes can still be missed', () => {
    // 9 of 10: 9 / (10 + k) ≥ 0.75 → k ≤ 2
    const s = summarise([...Array(9).fill('present'), 'absent']);
    expect(classesCanMiss(s, 75)).toBe(2);
    expect(classesCanMiss(summarise(['absent']), 75)).toBe(0);
  });

  it('groups class-session records by subject, alphabetically, flagging those below', () => {
    const rows = bySubject(
      [
        { subject: 'Science', status: 'present' },
        { subject: 'Mathematics', status: 'absent' },
        { subject: 'Mathematics', status: 'present' },
        { subject: 'Science', status: 'on_leave' },
      ],
      75,
    );
    expect(rows.map((r) => [r.subject, r.percent, r.isBelow])).toEqual([
      ['Mathematics', 50, true],
      ['Science', 100, false],
    ]);
  });

  it('rounds down for display so a figure just under the minimum never reads as the minimum', () => {
    expect(formatPercent(74.99)).toBe('74.9 %');
    expect(formatPercent(75)).toBe('75 %');
    expect(formatPercent(82.35)).toBe('82.3 %');
    expect(formatPercent(null)).toBe('—');
  });
});
