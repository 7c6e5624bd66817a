import { useQuery } from '@tanstack/react-query';
import { attendanceKeys } from '../api/keys';
import { fetchGroupRoster, fetchOrgRoster } from '../api/roster';
import { fetchOrgGroups, fetchResponsibleGroups } from '../api/timetable';

/**
 * Who a live board lists: an owner's whole organisation, or the groups a teacher/in-charge is
 * responsible for — with the groups to filter by.
 */
export function useBoardRoster(orgId: string, scope: 'owner' | 'staff') {
  const groups = useQuery({
    queryKey:
      scope === 'owner' ? attendanceKeys.orgGroups(orgId) : attendanceKeys.responsibleGroups(orgId),
    queryFn: () => (scope === 'owner' ? fetchOrgGroups(orgId) : fetchResponsibleGroups(orgId)),
  });
  const groupIds = (groups.data ?? []).map((g) => g.id);
  const roster = useQuery({
    queryKey: attendanceKeys.roster(orgId, scope === 'owner' ? 'all' : groupIds.join(',')),
    queryFn: () => (scope === 'owner' ? fetchOrgRoster(orgId) : fetchGroupRoster(groupIds)),
    enabled: groups.isSuccess,
    staleTime: 5 * 60_000,
  });
  return {
    groups: groups.data ?? [],
    roster: roster.data ?? [],
    isPending: groups.isPending || roster.isPending,
    error: groups.error ?? roster.error,
    refetch: () => {
      void groups.refetch();
      void roster.refetch();
    },
  };
}
