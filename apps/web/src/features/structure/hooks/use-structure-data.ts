import { useQuery } from '@tanstack/react-query';
import { searchMemberOptions } from '@/features/orgs/api/member-options';
import { orgKeys } from '@/features/orgs/api/memberships';
import { fetchSites } from '@/features/orgs/api/sites';
import { fetchGroups } from '../api/groups';
import { fetchShifts } from '../api/shifts';
import { structureKeys } from '../api/structure-keys';

/**
 * The groups with their head counts, read again whenever a screen opens: people are added and
 * removed on other screens (People, imports, approvals), and the counts must not lag behind.
 */
export function useGroups(orgId: string) {
  return useQuery({
    queryKey: structureKeys.groups(orgId),
    queryFn: () => fetchGroups(orgId),
    staleTime: 0,
  });
}

/**
 * Teachers, in-charges and the owner: who can be responsible for a group or teach a class. Read
 * again whenever a screen opens: roles change elsewhere (People, Admin), and someone just made an
 * in-charge must be offered with their new role at once.
 */
export function useStaff(orgId: string) {
  return useQuery({
    queryKey: structureKeys.staff(orgId),
    queryFn: () => searchMemberOptions(orgId, { roles: ['owner', 'teacher', 'incharge'] }),
    staleTime: 0,
  });
}

export function useShifts(orgId: string) {
  return useQuery({ queryKey: structureKeys.shifts(orgId), queryFn: () => fetchShifts(orgId) });
}

export function useSites(orgId: string) {
  return useQuery({ queryKey: orgKeys.sites(orgId), queryFn: () => fetchSites(orgId) });
}
