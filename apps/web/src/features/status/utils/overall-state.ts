import type { StatusCheck } from '../api/get-status-check';
import type { StatusMessage } from '../catalogue';

export type OverallState = 'operational' | 'degraded' | 'outage';

/** Above these, the service answers but too slowly to call it healthy. */
export const SLOW_ROUND_TRIP_MS = 2000;
export const SLOW_DATABASE_MS = 500;

/**
 * Operational: API and database answer, quickly. Degraded: the API answers but the database
 * does not, or either is slow. Outage: the API does not answer at all.
 */
export function overallState(check: StatusCheck): OverallState {
  if (check.api === 'down') return 'outage';
  if (check.database !== 'ok') return 'degraded';
  if ((check.roundTripMs ?? 0) > SLOW_ROUND_TRIP_MS) return 'degraded';
  if ((check.databaseLatencyMs ?? 0) > SLOW_DATABASE_MS) return 'degraded';
  return 'operational';
}

/** The headline and the sentence under it for each overall state (catalogue ids). */
export const OVERALL_TEXT: Record<OverallState, { title: StatusMessage; detail: StatusMessage }> = {
  operational: { title: 'status.overall.operational', detail: 'status.overall.operationalDetail' },
  degraded: { title: 'status.overall.degraded', detail: 'status.overall.degradedDetail' },
  outage: { title: 'status.overall.outage', detail: 'status.overall.outageDetail' },
};

/** The latest checks, newest first, at most `limit`. */
export function appendToHistory(
  history: readonly StatusCheck[],
  check: StatusCheck,
  limit = 10,
): StatusCheck[] {
  if (history[0]?.checkedAt === check.checkedAt) return [...history];
  return [check, ...history].slice(0, limit);
}
