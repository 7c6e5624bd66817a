import { ApiError, apiFetch } from '@/lib/api-client';

export type HealthReport = {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
  version?: string;
  latencyMs?: number;
};

/** GET /api/health; a 503 still carries a report (the service answers but is degraded). */
export async function getHealth(): Promise<HealthReport> {
  try {
    return await apiFetch<HealthReport>('/api/health');
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && error.body) {
      return error.body as HealthReport;
    }
    throw error;
  }
}

export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
  config: () => [...systemKeys.all, 'config'] as const,
};
