import { useQuery } from '@tanstack/react-query';
import { fetchMemberDays, fetchMyDay, todayKeys } from '../api/day';

/**
 * The caller's day in one organisation, as the server defines it (the same rules its closure
 * uses). `date` is the organisation's today, so the query moves on at midnight there.
 */
export function useMyDay(orgId: string | undefined, date: string | undefined) {
  const query = useQuery({
    queryKey: todayKeys.mine(date),
    queryFn: () => fetchMyDay(date),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
    refetchInterval: 15 * 60_000,
  });
  const entry = query.data?.organizations.find((o) => o.org_id === orgId) ?? null;
  return { ...query, entry, day: entry?.member?.day ?? null };
}

/** A person's days from `from` to `to` (at most 62), as the server defines them. */
export function useMemberDays(memberId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: todayKeys.member(memberId ?? '', from, to),
    queryFn: () => fetchMemberDays(memberId!, from, to),
    enabled: Boolean(memberId),
    staleTime: 5 * 60_000,
  });
}
