import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCalendar } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import { watchCalendar } from '../api/live';

/**
 * The person's calendar for the visible range, refreshed when anything on it changes (events,
 * answers, holidays, leave arrive over the realtime channel).
 */
export function useCalendar(orgId: string, range: { from: string; to: string } | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: calendarKeys.range(orgId, range?.from ?? '', range?.to ?? ''),
    queryFn: () => fetchCalendar(orgId, range!.from, range!.to),
    enabled: Boolean(range),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void watchCalendar(orgId, () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    }).then((unsubscribe) => {
      if (isCancelled) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [orgId, queryClient]);
  return query;
}
