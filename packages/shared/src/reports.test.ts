import { describe, expect, it } from 'vitest';
import { attendanceBasis, floorPercent, isBelowMinimum, summarise } from './attendance-rule.js';
import { todayIn } from './datetime.js';
import {
  attendanceReportQuerySchema,
  daysInRange,
  payPeriodContaining,
  payPeriods,
  payPeriodsAt,
  payrollStartDaySchema,
  reportFileName,
  slugify,
} from './reports.js';

describe('pay periods', () => {
  it('a 26th start runs from the 26th to the 25th, wherever in the month the day is', () => {
    expect(payPeriodContaining('2026-03-10', 26)).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(payPeriodContaining('2026-03-25', 26)).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(payPeriodContaining('2026-03-26', 26)).toEqual({ from: '2026-03-26', to: '2026-04-25' });
    expect(payPeriodContaining('2026-03-31', 26)).toEqual({ from: '2026-03-26', to: '2026-04-25' });
  });

  it('this and last pay period around a month end', () => {
    expect(payPeriods('2026-05-31', 26)).toEqual({
      current: { from: '2026-05-26', to: '2026-06-25' },
      previous: { from: '2026-04-26', to: '2026-05-25' },
    });
    expect(payPeriods('2026-06-01', 26)).toEqual({
      current: { from: '2026-05-26', to: '2026-06-25' },
      previous: { from: '2026-04-26', to: '2026-05-25' },
    });
  });

  it('February: 28 days in a common year, 29 in a leap year', () => {
    expect(payPeriodContaining('2026-02-27', 26)).toEqual({ from: '2026-02-26', to: '2026-03-25' });
    expect(daysInRange('2026-02-26', '2026-03-25')).toBe(28);
    expect(payPeriodContaining('2028-03-01', 26)).toEqual({ from: '2028-02-26', to: '2028-03-25' });
    expect(daysInRange('2028-02-26', '2028-03-25')).toBe(29);
    // Starting on the 28th, February's period still ends on 27 March.
    expect(payPeriodContaining('2026-02-28', 28)).toEqual({ from: '2026-02-28', to: '2026-03-27' });
    expect(payPeriods('2026-03-27', 28).previous).toEqual({ from: '2026-01-28', to: '2026-02-27' });
  });

  it('across the year boundary', () => {
    expect(payPeriods('2026-01-05', 26)).toEqual({
      current: { from: '2025-12-26', to: '2026-01-25' },
      previous: { from: '2025-11-26', to: '2025-12-25' },
    });
    expect(payPeriods('2025-12-27', 26)).toEqual({
      current: { from: '2025-12-26', to: '2026-01-25' },
      previous: { from: '2025-11-26', to: '2025-12-25' },
    });
  });

  it('a 1st start is the calendar month', () => {
    expect(payPeriods('2026-03-01', 1)).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31' },
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(payPeriods('2026-01-31', 1).previous).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('the day is the organisation’s: 25 Jan 20:00 UTC is already the 26th in India', () => {
    const instant = new Date('2026-01-25T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-01-26');
    expect(payPeriodsAt(instant, 'Asia/Kolkata', 26).current).toEqual({
      from: '2026-01-26',
      to: '2026-02-25',
    });
    expect(payPeriodsAt(instant, 'UTC', 26).current).toEqual({
      from: '2025-12-26',
      to: '2026-01-25',
    });
  });

  it('the start day is 1–28', () => {
    expect(payrollStartDaySchema.safeParse(26).success).toBe(true);
    expect(payrollStartDaySchema.safeParse('26').data).toBe(26);
    for (const bad of [0, 29, 31, 2.5, 'x'])
      expect(payrollStartDaySchema.safeParse(bad).success).toBe(false);
  });
});

describe('report query', () => {
  const parse = (query: Record<string, string>) => attendanceReportQuerySchema.safeParse(query);
  const messages = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('takes a range of real days in order, at most 366 of them', () => {
    expect(parse({ from: '2026-01-01', to: '2026-12-31' }).data).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      format: 'json',
      layout: 'summary',
    });
    expect(parse({ from: '2027-04-01', to: '2028-03-31' }).success).toBe(true); // 366 days
    expect(messages({ from: '2027-04-01', to: '2028-04-01' })).toEqual({
      to: 'A report covers at most 366 days; choose a shorter range.',
    });
    expect(messages({ from: '2026-03-10', to: '2026-03-09' })).toEqual({
      to: 'The end date is before the start date.',
    });
    expect(messages({ from: '2026-02-30', to: '2026-03-09' })).toEqual({
      from: 'Give a real date like 2026-11-23.',
    });
    expect(Object.keys(messages({ to: '2026-03-09' }))).toEqual(['from']);
    expect(Object.keys(messages({ from: '2026-03-01', to: '2026-03-09', format: 'xlsx' }))).toEqual(
      ['format'],
    );
  });
});

describe('the attendance rule', () => {
  it('present, late and half day attend; absent counts against; excused and leave are left out', () => {
    const asha = summarise([
      'present',
      'present',
      'absent',
      'present',
      'present',
      'absent',
      'excused',
      'absent',
    ]);
    expect(asha).toMatchObject({ attended: 4, absent: 3, excluded: 1, counted: 7 });
    expect(floorPercent(asha.percent)).toBe(57.1);
    expect(summarise(['late', 'half_day', 'on_leave']).percent).toBe(100);
    expect(summarise(['on_leave']).percent).toBeNull();
  });

  it('below the minimum by the unrounded figure; 74.96 reads 74.9', () => {
    expect(isBelowMinimum(74.96, 75)).toBe(true);
    expect(floorPercent(74.96)).toBe(74.9);
    expect(isBelowMinimum(75, 75)).toBe(false);
    expect(isBelowMinimum(null, 75)).toBe(false);
  });

  it('counts classes when any were marked, else days', () => {
    expect(attendanceBasis({ counted: 3 }, { counted: 5 })).toBe('classes');
    expect(attendanceBasis({ counted: 0 }, { counted: 5 })).toBe('days');
    expect(attendanceBasis({ counted: 0 }, { counted: 0 })).toBe('classes');
  });
});

describe('file names', () => {
  it('slug of the organisation and the range', () => {
    expect(
      reportFileName('Vidya Niketan, Pune', { from: '2026-03-01', to: '2026-03-31' }, 'summary'),
    ).toBe('attendance-vidya-niketan-pune-2026-03-01-to-2026-03-31.csv');
    expect(
      reportFileName('Kaveri Textiles', { from: '2026-02-26', to: '2026-03-25' }, 'daily'),
    ).toBe('attendance-daily-kaveri-textiles-2026-02-26-to-2026-03-25.csv');
    expect(slugify('विद्या निकेतन')).toBe('organisation');
    expect(slugify('Café Müller & Söhne')).toBe('cafe-muller-sohne');
  });
});
