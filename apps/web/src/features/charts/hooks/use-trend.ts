import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chartKeys, fetchTrend, type TrendRequest } from '../api/trend';

/** The charts' figures, kept while a new range loads so a chart does not blink. */
export function useTrend(orgId: string, request: TrendRequest, enabled = true) {
  return useQuery({
    queryKey: chartKeys.trend(orgId, request),
    queryFn: () => fetchTrend(orgId, request),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
