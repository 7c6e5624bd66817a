import { describe, expect, it } from 'vitest';
import { groupNames, memberNumber, numberLabel } from './member-labels';

describe('member labels', () => {
  it('shows a roll number for students and an employee code for others, else the other one', () => {
    expect(memberNumber({ role: 'student', roll_number: '10A-01', employee_code: null })).toBe(
      '10A-01',
    );
    expect(memberNumber({ role: 'teacher', roll_number: null, employee_code: 'T-7' })).toBe('T-7');
    expect(memberNumber({ role: 'incharge', roll_number: '10A-05', employee_code: null })).toBe(
      '10A-05',
    );
    expect(memberNumber({ role: 'employee', roll_number: null, employee_code: null })).toBeNull();
    expect(numberLabel('student')).toBe('people.field.rollNumber');
    expect(numberLabel('employee')).toBe('people.field.employeeCode');
  });

  it('lists group names alphabetically, skipping groups the viewer cannot see', () => {
    expect(
      groupNames({
        group_members: [
          { group_id: 'b', groups: { name: 'Lab batch 1' } },
          { group_id: 'a', groups: { name: 'Class 10 A' } },
          { group_id: 'x', groups: null },
        ],
      }),
    ).toEqual(['Class 10 A', 'Lab batch 1']);
  });
});
