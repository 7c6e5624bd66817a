import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFor, presetRange, presetsFor } from './presets';

const company = { today: '2026-01-05', kind: 'company' as const, payrollStartDay: 26 };
const params = (query: string) => new URLSearchParams(query);

describe('report range presets', () => {
  it('months and pay periods on the organisation’s day', () => {
    expect(presetRange('this_month', '2026-01-05', 26)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(presetRange('last_month', '2026-01-05', 26)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('this_pay_period', '2026-01-05', 26)).toEqual({
      from: '2025-12-26',
      to: '2026-01-25',
    });
    expect(presetRange('last_pay_period', '2026-01-05', 26)).toEqual({
      from: '2025-11-26',
      to: '2025-12-25',
    });
    expect(presetRange('custom', '2026-01-05', 26)).toBeNull();
  });

  it('pay periods are offered to companies only', () => {
    expect(presetsFor('company')).toContain('last_pay_period');
    expect(presetsFor('institute')).toEqual(['this_month', 'last_month', 'custom']);
  });

  it('reads the page address: a preset, a custom range, a group; this month otherwise', () => {
    expect(filtersFromParams(params(''), company)).toEqual({
      filters: { preset: 'this_month', groupId: null, from: '2026-01-01', to: '2026-01-31' },
      problem: null,
    });
    expect(filtersFromParams(params('range=last_pay_period&group=g1'), company).filters).toEqual({
      preset: 'last_pay_period',
      groupId: 'g1',
      from: '2025-11-26',
      to: '2025-12-25',
    });
    // An institute has no pay periods: the address falls back to this month.
    expect(
      filtersFromParams(params('range=last_pay_period'), { ...company, kind: 'institute' }).filters
        .preset,
    ).toBe('this_month');
    expect(
      filtersFromParams(params('range=custom&from=2026-03-10&to=2026-03-01'), company),
    ).toMatchObject({
      problem: 'The end date is before the start date.',
    });
    expect(filtersFromParams(params('range=custom&from=2026-03-01'), company).problem).toBe(
      'Choose a start and an end date.',
    );
    const custom = filtersFromParams(params('range=custom&from=2026-03-01&to=2026-03-15'), company);
    expect(custom).toEqual({
      filters: { preset: 'custom', groupId: null, from: '2026-03-01', to: '2026-03-15' },
      problem: null,
    });
    expect(paramsFor(custom.filters)).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(paramsFor({ ...custom.filters, preset: 'last_month', groupId: 'g1' })).toEqual({
      range: 'last_month',
      group: 'g1',
    });
  });
});
