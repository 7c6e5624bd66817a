import { describe, expect, it } from 'vitest';
import { describeWeeklyOffs, weekdayName, weekdayNames, weekdayOptions } from './weekdays';

describe('weekday names in the reader’s language', () => {
  it('names ISO weekdays in English, Monday first', () => {
    expect(weekdayNames('long', 'en')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayName(7, 'short', 'en')).toBe('Sun');
  });

  it('names them in Hindi (hi-IN)', () => {
    expect(weekdayName(1, 'long', 'hi')).toBe('सोमवार');
    expect(weekdayName(7, 'long', 'hi')).toBe('रविवार');
    expect(weekdayOptions('hi')[5]).toEqual({ value: 6, label: 'शनि' });
  });

  it('lists weekly offs in order, joined as the language joins them', () => {
    expect(describeWeeklyOffs([7, 6], 'en')).toBe('Saturday and Sunday');
    expect(describeWeeklyOffs([7, 6], 'hi')).toBe('शनिवार और रविवार');
    expect(describeWeeklyOffs([], 'hi')).toBeNull();
  });
});
