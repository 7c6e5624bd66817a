import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOf,
  formatTime,
  isoWeekday,
  monthBounds,
  todayIn,
  toTimeInput,
  zonedTimeToIso,
} from './dates';

describe('organisation dates and times', () => {
  it('takes today where the organisation is, not where the browser is', () => {
    // 20:00 UTC on 22 Nov is already 01:30 on 23 Nov in India.
    const instant = new Date('2026-11-22T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2026-11-23');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
    expect(dayOf('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-23');
  });

  it('shows times in the organisation’s zone', () => {
    expect(formatTime('2026-11-23T03:32:00Z', 'Asia/Kolkata')).toMatch(/^9:02\s?am$/i);
    expect(toTimeInput('2026-11-23T03:32:00Z', 'Asia/Kolkata')).toBe('09:02');
    expect(toTimeInput('2026-11-23T18:45:00Z', 'Asia/Kolkata')).toBe('00:15');
    expect(formatTime(null, 'Asia/Kolkata')).toBe('—');
  });

  it('turns a wall-clock time into an instant with the zone’s offset (DST included)', () => {
    expect(zonedTimeToIso('2026-11-23', '09:30', 'Asia/Kolkata')).toBe('2026-11-23T09:30:00+05:30');
    expect(new Date(zonedTimeToIso('2026-11-23', '09:30', 'Asia/Kolkata')).toISOString()).toBe(
      '2026-11-23T04:00:00.000Z',
    );
    expect(zonedTimeToIso('2026-07-01', '09:00', 'America/New_York')).toBe(
      '2026-07-01T09:00:00-04:00',
    );
    expect(zonedTimeToIso('2026-12-01', '09:00', 'America/New_York')).toBe(
      '2026-12-01T09:00:00-05:00',
    );
    expect(zonedTimeToIso('2026-11-23', '09:00', 'Asia/Kathmandu')).toBe(
      '2026-11-23T09:00:00+05:45',
    );
  });

  it('knows weekdays and months', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02').to).toBe('2028-02-29');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
});
