import type { StatusCheck } from '../api/get-status-check';

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

export const OVERALL_TEXT: Record<OverallState, { title: string; detail: string }> = {
  operational: {
    title: 'All systems operational',
    detail: 'The API and the database are answering normally.',
  },
  degraded: {
    title: 'Degraded performance',
    detail:
      'The service is up, but something is slow or not answering. Check-ins on kiosks are queued and will sync.',
  },
  outage: {
    title: 'Service outage',
    detail:
      'The API is not answering from this browser. If your own internet works, the service is down; kiosks keep queuing check-ins offline.',
  },
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
