import { useQuery } from '@tanstack/react-query';
import { fetchGroupNames } from '../api/group-names';
import { orgKeys } from '../api/memberships';

/** The organisation's groups (id, name, kind) for filters, pickers and labels. */
export function useGroupNames(orgId: string) {
  return useQuery({
    queryKey: orgKeys.groupNames(orgId),
    queryFn: () => fetchGroupNames(orgId),
  });
}
