import { useQuery } from '@tanstack/react-query';
import { searchMemberOptions } from '@/features/orgs/api/member-options';
import { orgKeys } from '@/features/orgs/api/memberships';
import { fetchSites } from '@/features/orgs/api/sites';
import { fetchGroups } from '../api/groups';
import { fetchShifts } from '../api/shifts';
import { structureKeys } from '../api/structure-keys';

export function useGroups(orgId: string) {
  return useQuery({ queryKey: structureKeys.groups(orgId), queryFn: () => fetchGroups(orgId) });
}

/** Teachers, in-charges and the owner: who can be responsible for a group or teach a class. */
export function useStaff(orgId: string) {
  return useQuery({
    queryKey: structureKeys.staff(orgId),
    queryFn: () => searchMemberOptions(orgId, { roles: ['owner', 'teacher', 'incharge'] }),
  });
}

export function useShifts(orgId: string) {
  return useQuery({ queryKey: structureKeys.shifts(orgId), queryFn: () => fetchShifts(orgId) });
}

export function useSites(orgId: string) {
  return useQuery({ queryKey: orgKeys.sites(orgId), queryFn: () => fetchSites(orgId) });
}
