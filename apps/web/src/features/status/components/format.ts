import { dayOf, formatDay, formatNumber, formatTimeIn, type Locale } from '@ias/shared';
import type { StatusMessage } from '../catalogue';

const INDIA = 'Asia/Kolkata';

/**
 * 10:42:05 am IST: the product is used in India, so times are shown in Indian time, with seconds
 * (checks run seconds apart) and the zone always written (a public page, read from anywhere).
 */
export const formatClock = (iso: string, locale: Locale): string =>
  formatTimeIn(iso, INDIA, locale, { seconds: true, alwaysZone: true });

/** 22 Nov 2026 in Indian time. */
export const formatDate = (iso: string, locale: Locale) =>
  formatDay(dayOf(iso, INDIA), locale, { withYear: true, weekday: false });

/** 1.2 ms, 40 ms; a dash when nothing was measured. */
export function formatMs(ms: number | null, locale: Locale): string {
  if (ms === null) return '—';
  const value = formatNumber(ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms), locale, {
    maximumFractionDigits: 1,
  });
  return `${value} ms`;
}

/** The database the server uses, in words rather than the engine's name. */
export const DATABASE_KIND: Record<
  'pglite' | 'postgres',
  { name: StatusMessage; note: StatusMessage }
> = {
  pglite: { name: 'status.kind.pglite', note: 'status.kind.pgliteNote' },
  postgres: { name: 'status.kind.postgres', note: 'status.kind.postgresNote' },
};

/** How quick an answer was, in a word: above `slowMs` it counts as slow. */
export function speedWord(ms: number | null, slowMs: number): StatusMessage | null {
  if (ms === null) return null;
  if (ms > slowMs) return 'status.speed.slow';
  return ms <= slowMs / 4 ? 'status.speed.fast' : 'status.speed.fine';
}
