import { floorPercent, formatDay } from '@ias/shared';
import { formatDuration } from '@/features/attendance/utils/dates';
import { currentLocale } from '@/features/i18n';

/** '57.1 %', rounded down as the dashboards show it; '—' when nothing was counted. */
export function formatPercent(percent: number | null): string {
  const rounded = floorPercent(percent);
  if (rounded === null) return '—';
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} %`;
}

/** 1190 → '19 h 50 m' (the one way durations are written, in the reader's language). */
export const formatHours = (minutes: number): string => formatDuration(minutes);

/** '2026-03-01' → '1 Mar 2026' (a day string has no zone: shown as it is). */
export const formatDate = (date: string): string =>
  formatDay(date, currentLocale(), { withYear: true, weekday: false });
