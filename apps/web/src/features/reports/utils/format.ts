import { floorPercent } from '@ias/shared';

/** '57.1 %', rounded down as the dashboards show it; '—' when nothing was counted. */
export function formatPercent(percent: number | null): string {
  const rounded = floorPercent(percent);
  if (rounded === null) return '—';
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} %`;
}

/** 1190 → '19 h 50 min'. */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return hours ? `${hours} h ${rest} min` : `${minutes} min`;
}

/** '2026-03-01' → '1 Mar 2026' (a day string has no zone: shown as it is). */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
