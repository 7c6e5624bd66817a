import { describe, expect, it } from 'vitest';
import { buildTimesheet, type TimesheetRecord } from './timesheet';
import type { ServerDay } from './calendar';

const record = (date: string, patch: Partial<TimesheetRecord> = {}): TimesheetRecord => ({
  date,
  class_session_id: null,
  status: 'present',
  check_in_at: `${date}T04:00:00Z`,
  check_out_at: `${date}T13:00:00Z`,
  flags: [],
  note: null,
  ...patch,
});

/** The server's days of November 2026 (GET /api/members/:id/days): Sundays off, one holiday. */
const SUNDAYS = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'];
const novemberDays = (holiday: [string, string]): ServerDay[] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    if (date === holiday[0]) return { date, kind: 'holiday', holiday_name: holiday[1] };
    return { date, kind: SUNDAYS.includes(date) ? 'weekly_off' : 'working', holiday_name: null };
  });

describe('timesheet', () => {
  const sheet = buildTimesheet({
    month: '2026-11',
    today: '2026-11-05',
    records: [
      record('2026-11-02'),
      record('2026-11-03', { status: 'late', check_in_at: '2026-11-03T04:30:00Z' }),
      record('2026-11-04', { check_out_at: null, flags: ['missing_check_out'] }),
      record('2026-11-05', { check_out_at: null }),
      record('2026-11-02', { class_session_id: 'p1', status: 'absent' }),
    ],
    days: novemberDays(['2026-11-01', 'Kannada Rajyotsava']),
  });

  it('has one row per day up to today, newest first', () => {
    expect(sheet.days.map((d) => d.date)).toEqual([
      '2026-11-05',
      '2026-11-04',
      '2026-11-03',
      '2026-11-02',
      '2026-11-01',
    ]);
    expect(sheet.days.at(-1)?.off).toEqual({ kind: 'holiday', name: 'Kannada Rajyotsava' });
  });

  it('adds up hours only for days with both times, and counts statuses (class periods ignored)', () => {
    expect(sheet.days.find((d) => d.date === '2026-11-02')?.minutes).toBe(540);
    expect(sheet.totals.minutes).toBe(540 + 510);
    expect(sheet.totals).toMatchObject({ present: 3, late: 1 });
    expect(sheet.totals.absent).toBeUndefined();
  });

  it('flags a forgotten check-out for a correction, but not today’s open day', () => {
    expect(sheet.days.find((d) => d.date === '2026-11-04')?.needsCorrection).toBe(true);
    expect(sheet.days.find((d) => d.date === '2026-11-05')?.needsCorrection).toBe(false);
    expect(sheet.totals.missingCheckOut).toBe(1);
  });
});
