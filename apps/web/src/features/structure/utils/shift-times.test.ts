import { describe, expect, it } from 'vitest';
import { describeDuration, describeShiftTimes, isOvernight, shiftMinutes } from './shift-times';

describe('shift times', () => {
  it('shows a day shift plainly', () => {
    expect(describeShiftTimes('09:00:00', '17:30:00')).toBe('9:00 am → 5:30 pm');
    expect(isOvernight('09:00', '17:30')).toBe(false);
    expect(shiftMinutes('09:00', '17:30')).toBe(510);
  });

  it('says an overnight shift ends the next day, and counts its length across midnight', () => {
    expect(describeShiftTimes('22:00:00', '06:00:00')).toBe('10:00 pm → 6:00 am next day');
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
  });

  it('treats an end at midnight as the next day, like the database', () => {
    expect(isOvernight('16:00', '00:00')).toBe(true);
    expect(describeShiftTimes('16:00', '00:00')).toBe('4:00 pm → 12:00 am next day');
    expect(shiftMinutes('16:00', '00:00')).toBe(480);
  });

  it('describes durations', () => {
    expect(describeDuration(480)).toBe('8 h 00 m');
    expect(describeDuration(510)).toBe('8 h 30 m');
    expect(describeDuration(425)).toBe('7 h 05 m');
    expect(describeDuration(45)).toBe('45 m');
  });
});
