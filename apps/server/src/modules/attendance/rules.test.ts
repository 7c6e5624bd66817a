import { describe, expect, it } from 'vitest';
import {
  checkInStatus,
  closingStatus,
  dayPeriod,
  distanceMetres,
  isWorkingDay,
  type OrgRules,
  shiftPeriodFor,
  type ShiftSpec,
} from './rules.js';

const rules: OrgRules = {
  timezone: 'Asia/Kolkata',
  lateGraceMinutes: 10,
  halfDayThresholdMinutes: 240,
  weeklyOffDays: [7],
  holidays: new Set(['2026-11-08']),
};
const night: ShiftSpec = {
  id: 'night',
  startsAt: '22:00',
  endsAt: '06:00',
  graceMinutes: 15,
  weeklyOffDays: null,
};
const general: ShiftSpec = {
  id: 'general',
  startsAt: '09:30',
  endsAt: '18:30',
  graceMinutes: null,
  weeklyOffDays: [6, 7],
};
const ist = (local: string) => new Date(`${local}+05:30`);

describe('attendance rules (Asia/Kolkata)', () => {
  it('is on time within the grace period and late after it, by whole minutes', () => {
    const period = shiftPeriodFor(ist('2026-11-23T09:35:00'), general, rules)!;
    expect(period.date).toBe('2026-11-23');
    expect(checkInStatus(ist('2026-11-23T09:40:00'), period)).toEqual({
      status: 'present',
      lateByMinutes: 0,
    });
    expect(checkInStatus(ist('2026-11-23T09:41:30'), period)).toEqual({
      status: 'late',
      lateByMinutes: 11,
    });
  });

  it('puts every scan of an overnight shift on the day it started', () => {
    expect(shiftPeriodFor(ist('2026-11-22T21:50:00'), night, rules)?.date).toBe('2026-11-22');
    expect(shiftPeriodFor(ist('2026-11-23T01:10:00'), night, rules)?.date).toBe('2026-11-22');
    expect(shiftPeriodFor(ist('2026-11-23T06:05:00'), night, rules)?.date).toBe('2026-11-22');
    const late = shiftPeriodFor(ist('2026-11-22T22:20:00'), night, rules)!;
    expect(checkInStatus(ist('2026-11-22T22:20:00'), late)).toEqual({
      status: 'late',
      lateByMinutes: 20,
    });
    expect(late.start.toUTC().toISO()).toBe('2026-11-22T16:30:00.000Z');
    expect(late.end.toUTC().toISO()).toBe('2026-11-23T00:30:00.000Z');
  });

  it('finds no shift for a scan far outside it', () => {
    expect(shiftPeriodFor(ist('2026-11-23T14:00:00'), night, rules)).toBeUndefined();
  });

  it('marks a short day as half a day once it is over, but never a class period', () => {
    const checkInAt = ist('2026-11-23T09:30:00');
    expect(
      closingStatus(
        { status: 'present', checkInAt, checkOutAt: ist('2026-11-23T12:00:00') },
        rules,
        { halfDayApplies: true },
      ),
    ).toBe('half_day');
    expect(
      closingStatus({ status: 'late', checkInAt, checkOutAt: ist('2026-11-23T18:00:00') }, rules, {
        halfDayApplies: true,
      }),
    ).toBe('late');
    expect(
      closingStatus(
        { status: 'present', checkInAt, checkOutAt: ist('2026-11-23T10:00:00') },
        rules,
        { halfDayApplies: false },
      ),
    ).toBe('present');
    expect(
      closingStatus({ status: 'present', checkInAt, checkOutAt: null }, rules, {
        halfDayApplies: true,
      }),
    ).toBe('present');
  });

  it('knows holidays and weekly offs, per shift where the shift has its own', () => {
    expect(isWorkingDay('2026-11-08', rules)).toBe(false);
    expect(isWorkingDay('2026-11-22', rules)).toBe(false);
    expect(isWorkingDay('2026-11-21', rules)).toBe(true);
    expect(isWorkingDay('2026-11-21', rules, general.weeklyOffDays)).toBe(false);
  });

  it('uses the local calendar day for whole-day attendance, across the UTC date line', () => {
    const justAfterMidnight = new Date('2026-11-22T19:00:00Z');
    expect(dayPeriod(justAfterMidnight, rules, '09:00').date).toBe('2026-11-23');
    expect(dayPeriod(justAfterMidnight, rules, '09:00').start.toUTC().toISO()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
  });

  it('measures geofence distances in metres', () => {
    const office = { lat: 12.9716, lng: 77.5946 };
    expect(distanceMetres(office, office)).toBe(0);
    const d = distanceMetres(office, { lat: 12.9816, lng: 77.5946 });
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1125);
  });
});
