import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  cappedOvertime,
  compOffCredit,
  compOffExpiry,
  dayFigures,
  expiredPart,
  initialStatus,
  type OvertimeSettings,
  type OvertimeShift,
} from './rules.js';

const ZONE = 'Asia/Kolkata';
const ist = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

const dayShift: OvertimeShift = {
  id: 'general',
  startsAt: '09:30',
  endsAt: '18:00',
  graceMinutes: 10,
  weeklyOffDays: null,
  overtimeEnabled: true,
  thresholdMinutes: 30,
  dailyCapMinutes: 180,
  monthlyCapMinutes: 600,
};
const nightShift: OvertimeShift = { ...dayShift, id: 'night', startsAt: '22:00', endsAt: '06:00' };
const settings: OvertimeSettings = {
  mode: 'comp_off',
  approval: true,
  expiryDays: 90,
  halfDayThresholdMinutes: 240,
};
const working = (date: string, from: string, to: string, toDate = date) => ({
  date,
  dayKind: 'working' as const,
  checkIn: ist(date, from),
  checkOut: ist(toDate, to),
});

describe('overtime rules (Asia/Kolkata, instants in UTC)', () => {
  it('counts overtime only after the shift end plus the threshold', () => {
    // 18:00 end + 30 min threshold: out at 18:25 is no overtime, 19:45 is 75 minutes.
    expect(dayFigures(working('2026-11-16', '09:25', '18:25'), dayShift, settings, ZONE)).toEqual({
      worked: 540,
      regular: 540,
      extra: 0,
      overtimeEligible: true,
      compOffDays: 0,
    });
    expect(
      dayFigures(working('2026-11-16', '09:30', '19:45'), dayShift, settings, ZONE),
    ).toMatchObject({ worked: 615, regular: 540, extra: 75 });
    // Coming in early is not overtime.
    expect(
      dayFigures(working('2026-11-16', '07:00', '18:00'), dayShift, settings, ZONE).extra,
    ).toBe(0);
    // A threshold of 0: every minute after the end.
    expect(
      dayFigures(
        working('2026-11-16', '09:30', '18:20'),
        { ...dayShift, thresholdMinutes: 0 },
        settings,
        ZONE,
      ).extra,
    ).toBe(20);
  });

  it('an overnight shift ends the next morning, in the organisation’s zone', () => {
    // 22:00–06:00 starting the 16th: out at 07:15 on the 17th is 45 minutes past 06:30.
    expect(
      dayFigures(working('2026-11-16', '22:00', '07:15', '2026-11-17'), nightShift, settings, ZONE),
    ).toMatchObject({ worked: 555, extra: 45 });
  });

  it('a shift that does not count overtime gives none, and neither does no shift', () => {
    const off = { ...dayShift, overtimeEnabled: false };
    expect(dayFigures(working('2026-11-16', '09:30', '21:00'), off, settings, ZONE)).toMatchObject({
      regular: 690,
      extra: 0,
      overtimeEligible: false,
    });
    expect(dayFigures(working('2026-11-16', '09:30', '21:00'), null, settings, ZONE)).toMatchObject(
      { regular: 690, extra: 0, overtimeEligible: false },
    );
  });

  it('caps a day and what is left of the month', () => {
    const caps = { daily: 180, monthly: 600 };
    expect(cappedOvertime(75, caps, 0)).toBe(75);
    expect(cappedOvertime(240, caps, 0)).toBe(180); // the daily cap
    expect(cappedOvertime(240, caps, 500)).toBe(100); // the month's last 100 minutes
    expect(cappedOvertime(240, caps, 600)).toBe(0); // the month is full
    expect(cappedOvertime(240, { daily: null, monthly: null }, 10_000)).toBe(240);
  });

  it('needs approval, or not, as the organisation chooses', () => {
    expect(initialStatus({ approval: true }, 75, 0)).toBe('pending');
    expect(initialStatus({ approval: true }, 0, 1)).toBe('pending');
    expect(initialStatus({ approval: false }, 75, 1)).toBe('approved');
    // Nothing to decide (capped to nothing, no credit): not waiting for anyone.
    expect(initialStatus({ approval: true }, 0, 0)).toBe('approved');
  });

  it('work on a holiday earns a comp-off instead of overtime, or besides it', () => {
    const holiday = {
      date: '2026-11-08',
      dayKind: 'holiday' as const,
      checkIn: ist('2026-11-08', '10:00'),
      checkOut: ist('2026-11-08', '15:00'),
    };
    expect(dayFigures(holiday, dayShift, settings, ZONE)).toEqual({
      worked: 300,
      regular: 0,
      extra: 300,
      overtimeEligible: false,
      compOffDays: 1,
    });
    expect(dayFigures(holiday, dayShift, { ...settings, mode: 'both' }, ZONE)).toMatchObject({
      overtimeEligible: true,
      compOffDays: 1,
    });
    expect(dayFigures(holiday, dayShift, { ...settings, mode: 'overtime' }, ZONE)).toMatchObject({
      overtimeEligible: true,
      compOffDays: 0,
    });
  });

  it('work on a weekly off earns a comp-off too: a whole day, half a day or nothing', () => {
    const sunday = (to: string) => ({
      date: '2026-11-15',
      dayKind: 'weekly_off' as const,
      checkIn: ist('2026-11-15', '09:00'),
      checkOut: ist('2026-11-15', to),
    });
    expect(dayFigures(sunday('13:00'), null, settings, ZONE).compOffDays).toBe(1);
    expect(dayFigures(sunday('11:00'), null, settings, ZONE).compOffDays).toBe(0.5);
    expect(dayFigures(sunday('10:00'), null, settings, ZONE).compOffDays).toBe(0);
    expect(compOffCredit(30, 0)).toBe(1);
  });

  it('a comp-off expires after the organisation’s days, oldest credit used first', () => {
    expect(compOffExpiry('2026-11-08', 90)).toBe('2027-02-06');
    expect(compOffExpiry('2026-12-30', 3)).toBe('2027-01-02');
    // Balance 1.5 from an older 1-day and a newer 1-day credit (half a day taken): the older one
    // has half a day left when it expires.
    expect(expiredPart(1, 1.5, 1)).toBe(0.5);
    expect(expiredPart(1, 2, 1)).toBe(1); // nothing taken: all of it lapses
    expect(expiredPart(1, 0.5, 1)).toBe(0); // used up already
    expect(expiredPart(0.5, 3, 0)).toBe(0.5);
  });
});
