import { useQuery } from '@tanstack/react-query';
import type { SystemHealth } from '@/components/layout/footer';
import { HEALTH_REFRESH_MS } from '@/config/constants';
import { getHealth, systemKeys } from '../api/get-health';

/** The footer's status line, refreshed every minute. */
export function useSystemHealth(): SystemHealth {
  const query = useQuery({
    queryKey: systemKeys.health(),
    queryFn: getHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    retry: 1,
  });
  if (query.isPending) return 'checking';
  if (query.isError) return 'unreachable';
  return query.data.status === 'ok' && query.data.database === 'ok' ? 'operational' : 'degraded';
}
