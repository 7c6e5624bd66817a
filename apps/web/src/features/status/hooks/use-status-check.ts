import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStatusCheck, type StatusCheck } from '../api/get-status-check';
import { statusKeys } from '../api/status-keys';
import { appendToHistory } from '../utils/overall-state';

/** The status page re-checks this often (and on demand). */
export const STATUS_REFRESH_MS = 15_000;

/** Live health from GET /api/health every 15 s, with the last few results kept for the page. */
export function useStatusCheck() {
  const query = useQuery({
    queryKey: statusKeys.check(),
    queryFn: getStatusCheck,
    refetchInterval: STATUS_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
  const [history, setHistory] = useState<StatusCheck[]>([]);
  const latest = query.data;
  useEffect(() => {
    if (latest) setHistory((current) => appendToHistory(current, latest));
  }, [latest]);
  return { latest, history, isChecking: query.isFetching, checkNow: () => void query.refetch() };
}
