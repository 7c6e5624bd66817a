import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyMembership, orgKeys } from '@/features/orgs/api/memberships';
import { attendanceKeys } from '../api/keys';
import { fetchOrgSettings, type OrgSettings, toOrgSettings } from '../api/organization';

/**
 * The organisation's attendance settings (time zone, minimum %, self check-in, weekly offs).
 * The signed-in person's memberships, which every member page has loaded first, carry them: the
 * query starts from those (as old as they are) and asks the server only when they are missing or
 * stale, or after the owner saves new settings.
 */
export function useOrgSettings(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: attendanceKeys.org(orgId ?? 'none'),
    queryFn: () => fetchOrgSettings(orgId!),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
    initialData: () => fromMemberships(queryClient, orgId)?.settings,
    initialDataUpdatedAt: () => fromMemberships(queryClient, orgId)?.updatedAt,
  });
}

function fromMemberships(
  queryClient: QueryClient,
  orgId: string | null | undefined,
): { settings: OrgSettings; updatedAt: number } | undefined {
  if (!orgId) return undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: orgKeys.allMyMemberships })) {
    const memberships = query.state.data as MyMembership[] | undefined;
    const organization = memberships?.find((m) => m.org_id === orgId)?.organization;
    if (organization) {
      const { owner_id: _owner, ...settings } = organization;
      return { settings: toOrgSettings(settings), updatedAt: query.state.dataUpdatedAt };
    }
  }
  return undefined;
}
