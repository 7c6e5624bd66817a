import { describe, expect, it } from 'vitest';
import { planRange } from './repository.js';

/** What the summary's figures read from the rollup and from the records (month-totals.test.ts checks the figures). */
describe('planRange', () => {
  it('a year to yesterday: the last partial month from the rollup less today, the first three days from the records', () => {
    expect(planRange('2025-11-28', '2026-11-26', '2026-11-27')).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      rolled: ['2025-12-01', '2026-11-26'],
      outside: [['2026-11-27', '2026-11-30']],
      direct: [['2025-11-28', '2025-11-30']],
    });
  });

  it('thirty days to yesterday: this month from the rollup, the last days of the month before from the records', () => {
    expect(planRange('2026-10-28', '2026-11-26', '2026-11-27')).toEqual({
      months: ['2026-11-01', '2026-11-01'],
      rolled: ['2026-11-01', '2026-11-26'],
      outside: [['2026-11-27', '2026-11-30']],
      direct: [['2026-10-28', '2026-10-31']],
    });
  });

  it('whole months only from the rollup; a short stretch of a month only from the records', () => {
    expect(planRange('2026-01-01', '2026-03-31', '2026-11-27')).toEqual({
      months: ['2026-01-01', '2026-03-01'],
      rolled: ['2026-01-01', '2026-03-31'],
      outside: [],
      direct: [],
    });
    expect(planRange('2026-03-10', '2026-03-16', '2026-11-27')).toEqual({
      months: null,
      rolled: null,
      outside: [],
      direct: [['2026-03-10', '2026-03-16']],
    });
  });

  it('most of one past month: the month from the rollup less its days on either side', () => {
    expect(planRange('2026-02-03', '2026-02-25', '2026-11-27')).toEqual({
      months: ['2026-02-01', '2026-02-01'],
      rolled: ['2026-02-03', '2026-02-25'],
      outside: [
        ['2026-02-01', '2026-02-02'],
        ['2026-02-26', '2026-02-28'],
      ],
      direct: [],
    });
  });
});
