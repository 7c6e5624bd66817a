import { useQuery } from '@tanstack/react-query';
import { orgKeys } from '../api/memberships';
import { fetchJoinCode } from '../api/organization';

/** The organisation's join code, when the signed-in person may approve joiners. */
export function useJoinCode(orgId: string) {
  return useQuery({
    queryKey: orgKeys.joinCode(orgId),
    queryFn: () => fetchJoinCode(orgId),
    staleTime: 5 * 60_000,
  });
}
