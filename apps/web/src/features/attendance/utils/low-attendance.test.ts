import { describe, expect, it } from 'vitest';
import { lowAttendanceRows } from './low-attendance';

describe('low attendance', () => {
  it('adds up each student per class and subject of the teacher, lowest first', () => {
    const sessions = new Map([
      ['m1', { group_id: '8A', subject: 'Mathematics' }],
      ['m2', { group_id: '8A', subject: 'Mathematics' }],
      ['s1', { group_id: '7B', subject: 'Science' }],
    ]);
    const rows = lowAttendanceRows(
      [
        { member_id: 'asha', class_session_id: 'm1', status: 'present' },
        { member_id: 'asha', class_session_id: 'm2', status: 'absent' },
        { member_id: 'ravi', class_session_id: 'm1', status: 'present' },
        { member_id: 'ravi', class_session_id: 'm2', status: 'late' },
        { member_id: 'ravi', class_session_id: 's1', status: 'excused' },
        { member_id: 'meena', class_session_id: 'unknown', status: 'absent' },
      ],
      sessions,
      75,
    );
    expect(rows.map((r) => [r.member_id, r.subject, r.percent, r.isBelow])).toEqual([
      ['asha', 'Mathematics', 50, true],
      ['ravi', 'Mathematics', 100, false],
    ]);
  });
});
