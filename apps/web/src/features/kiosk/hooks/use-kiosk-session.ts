import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getKioskSession, type KioskSession, kioskKeys } from '../api/kiosk-api';

const CACHE_KEY = 'ias-kiosk-session';

function cached(token: string): KioskSession | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as {
      tokenTail: string;
      session: KioskSession;
    } | null;
    return saved && saved.tokenTail === token.slice(-8) ? saved.session : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this kiosk serves. The last answer is kept in localStorage, so a kiosk that restarts
 * without network still opens and queues check-ins.
 */
export function useKioskSession(token: string | null) {
  const query = useQuery({
    queryKey: kioskKeys.session(token ?? 'none'),
    enabled: Boolean(token),
    queryFn: async () => {
      try {
        const session = await getKioskSession(token!);
        localStorage.setItem(CACHE_KEY, JSON.stringify({ tokenTail: token!.slice(-8), session }));
        return session;
      } catch (error) {
        const offline = error instanceof ApiError && error.status === 0;
        const fallback = offline ? cached(token!) : undefined;
        if (fallback) return fallback;
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
  const isRevoked = query.error instanceof ApiError && query.error.status === 401;
  return { ...query, isRevoked };
}

export function forgetKioskSession() {
  localStorage.removeItem(CACHE_KEY);
}
