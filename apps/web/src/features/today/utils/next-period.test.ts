import type { DayPeriod, MemberDay } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { nextPeriod } from './next-period';

const period = (subject: string, starts: string, due = true): DayPeriod => ({
  class_session_id: subject,
  subject,
  group_id: 'g',
  group_name: 'Class 7A',
  period: 1,
  starts_at: `${starts}:00`,
  ends_at: '23:59:00',
  room: null,
  as: 'teach',
  roll_call_due: due,
});
const day = (date: string, kind: MemberDay['kind'], periods: DayPeriod[]): MemberDay => ({
  date,
  kind,
  holiday_name: null,
  leave: null,
  shift: null,
  periods,
  attendance_due: kind === 'working',
});

describe('nextPeriod', () => {
  it('skips a holiday’s periods (not due) and periods already started today', () => {
    const days = [
      day('2026-11-27', 'holiday', [period('Dyeing', '09:00', false)]),
      day('2026-11-26', 'working', [period('Safety', '09:00')]),
      day('2026-11-28', 'working', [period('Looms', '10:00')]),
    ];
    expect(nextPeriod(days, '2026-11-26', '11:00', 'teach')).toMatchObject({
      date: '2026-11-28',
      period: { subject: 'Looms' },
    });
    expect(nextPeriod(days, '2026-11-26', '08:00', 'teach')?.period.subject).toBe('Safety');
    expect(nextPeriod(days, '2026-11-26', '08:00', 'attend')).toBeNull();
  });
});
