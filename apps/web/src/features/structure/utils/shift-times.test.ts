import { describe, expect, it } from 'vitest';
import { describeDuration, describeShiftTimes, isOvernight, shiftMinutes } from './shift-times';

describe('shift times', () => {
  it('shows a day shift plainly', () => {
    expect(describeShiftTimes('09:00:00', '17:30:00')).toBe('09:00 → 17:30');
    expect(isOvernight('09:00', '17:30')).toBe(false);
    expect(shiftMinutes('09:00', '17:30')).toBe(510);
  });

  it('says an overnight shift ends the next day, and counts its length across midnight', () => {
    expect(describeShiftTimes('22:00:00', '06:00:00')).toBe('22:00 → 06:00 next day');
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
  });

  it('treats an end at midnight as the next day, like the database', () => {
    expect(isOvernight('16:00', '00:00')).toBe(true);
    expect(describeShiftTimes('16:00', '00:00')).toBe('16:00 → 00:00 next day');
    expect(shiftMinutes('16:00', '00:00')).toBe(480);
  });

  it('describes durations', () => {
    expect(describeDuration(480)).toBe('8 h');
    expect(describeDuration(510)).toBe('8 h 30 min');
    expect(describeDuration(45)).toBe('45 min');
  });
});
