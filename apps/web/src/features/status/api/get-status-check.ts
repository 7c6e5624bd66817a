import { ApiError, apiFetch } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';

/** The body of GET /api/health, healthy (200) or degraded (503). */
type HealthBody = {
  status?: string;
  database?: string;
  version?: string;
  databaseKind?: 'pglite' | 'postgres';
  latencyMs?: number;
};

/** One measurement of the service from this browser. Failures are results too, never thrown. */
export type StatusCheck = {
  checkedAt: string;
  /** Browser → server → browser, in ms; null when the server did not answer. */
  roundTripMs: number | null;
  api: 'up' | 'down';
  database: 'ok' | 'unavailable' | 'unknown';
  version: string | null;
  databaseKind: 'pglite' | 'postgres' | null;
  /** How long the server's `select 1` took, in ms. */
  databaseLatencyMs: number | null;
  /**
   * Why the check failed: the database not answering (said by the page in the reader's
   * language), or the error in words; null when it did not fail.
   */
  problem: { kind: 'database' } | { kind: 'api'; detail: string } | null;
};

function fromBody(body: HealthBody, roundTripMs: number, checkedAt: string): StatusCheck {
  const isDbOk = body.database === 'ok';
  return {
    checkedAt,
    roundTripMs,
    api: 'up',
    database: isDbOk ? 'ok' : 'unavailable',
    version: body.version ?? null,
    databaseKind: body.databaseKind ?? null,
    databaseLatencyMs: typeof body.latencyMs === 'number' ? body.latencyMs : null,
    problem: isDbOk ? null : { kind: 'database' },
  };
}

/** GET /api/health, timed. */
export async function getStatusCheck(): Promise<StatusCheck> {
  const started = performance.now();
  const checkedAt = () => new Date().toISOString();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const body = await apiFetch<HealthBody>('/api/health', { cache: 'no-store' });
    return fromBody(body ?? {}, elapsed(), checkedAt());
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 503 &&
      error.body &&
      typeof error.body === 'object'
    ) {
      return fromBody(error.body as HealthBody, elapsed(), checkedAt());
    }
    const answered = error instanceof ApiError && error.status > 0;
    return {
      checkedAt: checkedAt(),
      roundTripMs: answered ? elapsed() : null,
      api: 'down',
      database: 'unknown',
      version: null,
      databaseKind: null,
      databaseLatencyMs: null,
      problem: { kind: 'api', detail: describeError(error, '') },
    };
  }
}
