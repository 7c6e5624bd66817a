import { describe, expect, it } from 'vitest';
import { buildMonthGrid, dayStatus, type ServerDay } from './calendar';

const day = (date: string, status: string, session: string | null = null) => ({
  date,
  status,
  class_session_id: session,
});

describe('day status', () => {
  it('uses the periods when any were marked: all attended, none, or part of the day', () => {
    expect(
      dayStatus([day('2026-11-02', 'present', 'a'), day('2026-11-02', 'present', 'b')]),
    ).toEqual({
      kind: 'present',
      detail: '2 of 2 periods attended',
    });
    expect(
      dayStatus([day('2026-11-02', 'present', 'a'), day('2026-11-02', 'late', 'b')])?.kind,
    ).toBe('late');
    expect(
      dayStatus([day('2026-11-02', 'absent', 'a'), day('2026-11-02', 'absent', 'b')])?.kind,
    ).toBe('absent');
    expect(
      dayStatus([
        day('2026-11-02', 'present', 'a'),
        day('2026-11-02', 'absent', 'b'),
        day('2026-11-02', 'present'),
      ]),
    ).toEqual({ kind: 'partial', detail: '1 of 2 periods attended' });
    // One lesson that day: "1 of 1 period", not "periods".
    expect(dayStatus([day('2026-11-02', 'present', 'a')])).toEqual({
      kind: 'present',
      detail: '1 of 1 period attended',
    });
  });

  it('treats a day of only excused or on-leave periods as that, not as absent', () => {
    expect(
      dayStatus([day('2026-11-02', 'on_leave', 'a'), day('2026-11-02', 'excused', 'b')])?.kind,
    ).toBe('on_leave');
    expect(dayStatus([day('2026-11-02', 'excused', 'a')])?.kind).toBe('excused');
  });

  it('falls back to the day record (gate kiosk or shift) without periods', () => {
    expect(dayStatus([day('2026-11-02', 'half_day')])).toEqual({ kind: 'half_day' });
    expect(dayStatus([])).toBeNull();
  });
});

/** The server's days of November 2026 (GET /api/members/:id/days): Sundays off, one holiday. */
const SUNDAYS = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'];
const novemberDays = (holiday: [string, string]): ServerDay[] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, '0')}`;
    if (date === holiday[0]) return { date, kind: 'holiday', holiday_name: holiday[1] };
    return { date, kind: SUNDAYS.includes(date) ? 'weekly_off' : 'working', holiday_name: null };
  });

describe('month grid', () => {
  const grid = buildMonthGrid({
    month: '2026-11',
    today: '2026-11-18',
    records: [
      day('2026-11-02', 'present'),
      day('2026-11-03', 'absent'),
      day('2026-11-08', 'present'),
    ],
    days: [
      ...novemberDays(['2026-11-09', 'Diwali']).filter((d) => d.date !== '2026-11-20'),
      { date: '2026-11-20', kind: 'leave', holiday_name: null },
    ],
  });
  const cell = (date: string) => grid.weeks.flat().find((c) => c?.date === date)!;

  it('starts weeks on Monday and pads outside the month (1 Nov 2026 is a Sunday)', () => {
    expect(grid.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.weeks[0]![6]!.date).toBe('2026-11-01');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    expect(grid.weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('marks records, holidays, weekly offs, unrecorded days and the future', () => {
    expect(cell('2026-11-02').kind).toBe('present');
    expect(cell('2026-11-03').kind).toBe('absent');
    expect(cell('2026-11-09')).toMatchObject({ kind: 'holiday', detail: 'Diwali' });
    expect(cell('2026-11-01').kind).toBe('weekly_off');
    // A record on a weekly off (came in on Sunday) still shows.
    expect(cell('2026-11-08').kind).toBe('present');
    expect(cell('2026-11-04').kind).toBe('no_record');
    expect(cell('2026-11-19').kind).toBe('future');
    expect(cell('2026-11-18').isToday).toBe(true);
    // Approved leave ahead, as the server says.
    expect(cell('2026-11-20').kind).toBe('on_leave');
  });

  it('totals the days up to today only', () => {
    expect(grid.totals.present).toBe(2);
    expect(grid.totals.absent).toBe(1);
    expect(grid.totals.holiday).toBe(1);
    // Sundays 1, 15 (8 has a record); 22 and 29 are after today.
    expect(grid.totals.weekly_off).toBe(2);
    expect(grid.totals.future).toBeUndefined();
  });
});
