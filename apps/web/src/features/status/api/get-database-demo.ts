import { type DatabaseDemo, databaseDemoSchema } from '@ias/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { statusKeys } from './status-keys';

export type DatabaseDemoResult = DatabaseDemo & {
  /** Browser → server → database → browser, in ms. */
  roundTripMs: number;
  receivedAt: string;
};

/** GET /api/database-demo: a live read-only query, validated against the shared schema. */
export async function getDatabaseDemo(): Promise<DatabaseDemoResult> {
  const started = performance.now();
  const body = await apiFetch<unknown>('/api/database-demo', { cache: 'no-store' });
  const demo = databaseDemoSchema.parse(body);
  return {
    ...demo,
    roundTripMs: Math.round(performance.now() - started),
    receivedAt: new Date().toISOString(),
  };
}

export function useDatabaseDemo() {
  return useQuery({
    queryKey: statusKeys.databaseDemo(),
    queryFn: getDatabaseDemo,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
