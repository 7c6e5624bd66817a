import { useQuery } from '@tanstack/react-query';
import { attendanceKeys } from '../api/keys';
import { fetchOrgSettings } from '../api/organization';

/** The organisation's attendance settings (time zone, minimum %, self check-in, weekly offs). */
export function useOrgSettings(orgId: string | null | undefined) {
  return useQuery({
    queryKey: attendanceKeys.org(orgId ?? 'none'),
    queryFn: () => fetchOrgSettings(orgId!),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}
