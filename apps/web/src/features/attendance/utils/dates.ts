/**
 * Dates and times in the organisation's time zone, from the shared formatter (packages/shared
 * datetime.ts, luxon): this file only passes the reader's language and the attendance
 * catalogue's duration words.
 */

import {
  formatDateTimeIn,
  formatDay as sharedFormatDay,
  formatDuration as sharedFormatDuration,
  formatMonth as sharedFormatMonth,
  formatTimeIn,
  formatWallClock as sharedFormatWallClock,
} from '@ias/shared';
import { currentLocale } from '@/features/i18n';
import { translate } from '../catalogue';

export {
  addDays,
  addMonths,
  dayOf,
  daysBetween,
  isIsoDate,
  isIsoMonth,
  isoWeekday,
  minutesBetween,
  monthBounds,
  todayIn,
  toTimeInput,
  zonedTimeToIso,
} from '@ias/shared';

/** 'Mon, 23 Nov' (or with the year). Day strings have no zone: they are shown as they are. */
export const formatDay = (date: string, options: { withYear?: boolean; long?: boolean } = {}) =>
  sharedFormatDay(date, currentLocale(), options);

/** 'November 2026'. */
export const formatMonth = (month: string): string => sharedFormatMonth(month, currentLocale());

/** '9:02 am' in the organisation's zone; '—' when there is no time. */
export const formatTime = (iso: string | null | undefined, timeZone: string): string =>
  formatTimeIn(iso, timeZone, currentLocale());

/** '22 Nov 2026, 9:02 am' in the given zone; '—' when there is none. */
export const formatDateTime = (iso: string | null | undefined, timeZone: string): string =>
  formatDateTimeIn(iso, timeZone, currentLocale());

/** A timetable time '08:40:00' as '8:40 am' (wall-clock, already in the organisation's zone). */
export const formatWallClock = (time: string): string =>
  sharedFormatWallClock(time, currentLocale());

const durationWords = {
  hoursMinutes: (parts: { h: number; m: string }) =>
    translate('attendance.duration.hoursMinutes', parts),
  minutes: (parts: { m: number }) => translate('attendance.duration.minutes', parts),
};

/** 425 → '7 h 05 m'. */
export const formatDuration = (minutes: number | null): string =>
  sharedFormatDuration(minutes, durationWords);

/** Totals in small tiles: the same one way of writing a duration. */
export const formatHoursShort = (minutes: number): string =>
  sharedFormatDuration(minutes, durationWords);
