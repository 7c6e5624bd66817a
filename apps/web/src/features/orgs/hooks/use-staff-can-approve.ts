import { useQuery } from '@tanstack/react-query';
import { fetchStaffCanApprove } from '../api/approval-policy';
import { orgKeys } from '../api/memberships';

/** Whether the organisation's owner lets teachers and in-charges approve join requests. */
export function useStaffCanApprove(orgId: string) {
  return useQuery({
    queryKey: orgKeys.staffCanApprove(orgId),
    queryFn: () => fetchStaffCanApprove(orgId),
    staleTime: 60_000,
  });
}
