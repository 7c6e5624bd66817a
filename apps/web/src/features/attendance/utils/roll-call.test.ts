import { describe, expect, it } from 'vitest';
import {
  initialMarks,
  isChange,
  markAllPresent,
  planRollCall,
  type SavedPerson,
} from './roll-call';

const people: SavedPerson[] = [
  { member_id: 'a', full_name: 'Asha', status: null },
  { member_id: 'b', full_name: 'Bilal', status: 'present' },
  { member_id: 'c', full_name: 'Chitra', status: null },
];

describe('roll-call', () => {
  it('starts from what is recorded', () => {
    expect(initialMarks(people)).toEqual({
      a: { status: null, note: '' },
      b: { status: 'present', note: '' },
      c: { status: null, note: '' },
    });
  });

  it('"mark all present" fills only people without a mark', () => {
    const marks = markAllPresent(people, {
      ...initialMarks(people),
      c: { status: 'absent', note: '' },
    });
    expect(marks.a?.status).toBe('present');
    expect(marks.c?.status).toBe('absent');
    expect(marks.b?.status).toBe('present');
  });

  it('sends new marks and changes, and asks a reason for every change to a recorded status', () => {
    const marks = {
      ...initialMarks(people),
      a: { status: 'late' as const, note: '' },
      b: { status: 'absent' as const, note: '  ' },
    };
    const plan = planRollCall(people, marks);
    expect(plan.entries).toEqual([
      { member_id: 'a', status: 'late' },
      { member_id: 'b', status: 'absent' },
    ]);
    expect(plan).toMatchObject({ created: 1, changed: 1, missingReasons: ['b'], unmarked: ['c'] });
    expect(plan.counts).toEqual({ late: 1, absent: 1 });
    expect(isChange(people[1]!, marks.b)).toBe(true);
    expect(isChange(people[0]!, marks.a)).toBe(false);
  });

  it('sends the reason with the change and leaves unchanged people out', () => {
    const marks = {
      ...initialMarks(people),
      b: { status: 'late' as const, note: ' Came with a late slip ' },
    };
    const plan = planRollCall(people, marks);
    expect(plan.entries).toEqual([
      { member_id: 'b', status: 'late', note: 'Came with a late slip' },
    ]);
    expect(plan.missingReasons).toEqual([]);
    expect(planRollCall(people, initialMarks(people)).entries).toEqual([]);
  });
});
