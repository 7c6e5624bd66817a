import { describe, expect, it } from 'vitest';
import {
  findConflicts,
  initialGroupId,
  periodRows,
  type SessionLike,
  suggestPeriodTimes,
} from './timetable';

const names = {
  group: (id: string) => ({ g10a: 'Class 10 A', g10b: 'Class 10 B' })[id] ?? id,
  teacher: (id: string) => ({ t1: 'Kavita Rao', t2: 'Ravi Kumar' })[id] ?? id,
};

const physics: SessionLike = {
  id: 's1',
  group_id: 'g10a',
  subject: 'Physics',
  teacher_id: 't1',
  weekday: 1,
  period: 1,
  starts_at: '09:00:00',
  ends_at: '09:45:00',
  room: 'Lab 2',
};

describe('findConflicts', () => {
  it('finds nothing for a free slot', () => {
    const maths = {
      ...physics,
      id: undefined,
      subject: 'Maths',
      period: 2,
      starts_at: '09:45',
      ends_at: '10:30',
      teacher_id: 't2',
      room: '101',
    };
    expect(findConflicts(maths, [physics], names)).toEqual([]);
  });

  it('refuses a second class in the same period and explains which one is there', () => {
    const chemistry = {
      ...physics,
      id: undefined,
      subject: 'Chemistry',
      teacher_id: 't2',
      room: null,
    };
    const [conflict] = findConflicts(chemistry, [physics], names);
    expect(conflict).toEqual({
      kind: 'slot',
      isBlocking: true,
      message:
        'Class 10 A already has Physics in period 1 on Monday. Edit that one, or choose another period.',
    });
  });

  it('warns when the teacher or the room is busy elsewhere at an overlapping time', () => {
    const other = {
      ...physics,
      id: undefined,
      group_id: 'g10b',
      starts_at: '09:30',
      ends_at: '10:15',
      period: 2,
    };
    const conflicts = findConflicts(other, [physics], names);
    expect(conflicts.map((c) => [c.kind, c.isBlocking])).toEqual([
      ['teacher', false],
      ['room', false],
    ]);
    expect(conflicts[0]!.message).toBe(
      'Kavita Rao already teaches Physics to Class 10 A on Monday 9:00 am–9:45 am (period 1).',
    );
    expect(conflicts[1]!.message).toBe(
      'Room Lab 2 is used by Class 10 A for Physics on Monday 9:00 am–9:45 am (period 1).',
    );
  });

  it('ignores back-to-back classes, other days, and the session being edited', () => {
    const next = {
      ...physics,
      id: undefined,
      group_id: 'g10b',
      period: 2,
      starts_at: '09:45',
      ends_at: '10:30',
    };
    expect(findConflicts(next, [physics], names)).toEqual([]);
    expect(findConflicts({ ...physics, weekday: 2, id: undefined }, [physics], names)).toEqual([]);
    expect(findConflicts(physics, [physics], names)).toEqual([]);
  });
});

describe('suggestPeriodTimes', () => {
  it('reuses the times a period has elsewhere', () => {
    expect(suggestPeriodTimes(1, [physics])).toEqual({ starts_at: '09:00', ends_at: '09:45' });
  });

  it('continues after the previous period, or starts at 09:00', () => {
    expect(suggestPeriodTimes(2, [physics])).toEqual({ starts_at: '09:45', ends_at: '10:30' });
    expect(suggestPeriodTimes(3, [])).toEqual({ starts_at: '10:30', ends_at: '11:15' });
  });
});

describe('periodRows', () => {
  it('shows at least 8 periods and every period in use', () => {
    expect(periodRows([])).toHaveLength(8);
    expect(periodRows([{ ...physics, period: 10 }])).toHaveLength(10);
  });
});

describe('the class the timetable opens on', () => {
  const groups = [{ id: 'nursery' }, { id: 'g10a' }, { id: 'g10b' }];
  it('is the first class that has periods, not an empty one', () => {
    expect(initialGroupId(groups, [physics], null)).toBe('g10a');
  });
  it('is the class asked for when it exists, even an empty one', () => {
    expect(initialGroupId(groups, [physics], 'g10b')).toBe('g10b');
    expect(initialGroupId(groups, [physics], 'gone')).toBe('g10a');
  });
  it('is the first class when none has periods yet, and none without classes', () => {
    expect(initialGroupId(groups, [], null)).toBe('nursery');
    expect(initialGroupId([], [], null)).toBeUndefined();
  });
});
