import type { OrgOvertimeSettings, OvertimeDecision, OvertimeStatus } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideOvertime,
  fetchMemberOvertime,
  fetchOrgOvertime,
  fetchOvertimeSettings,
  overtimeKeys,
  recalculateOvertime,
  saveOvertimeSettings,
} from '../api/overtime';

export function useOrgOvertime(orgId: string, status: OvertimeStatus | 'all') {
  return useQuery({
    queryKey: overtimeKeys.org(orgId, status),
    queryFn: () => fetchOrgOvertime(orgId, status),
  });
}

export function useMemberOvertime(memberId: string, month: string) {
  return useQuery({
    queryKey: overtimeKeys.member(memberId, month),
    queryFn: () => fetchMemberOvertime(memberId, month),
  });
}

/** Approve or reject; every overtime list and month is read again afterwards. */
export function useDecideOvertime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: OvertimeDecision }) =>
      decideOvertime(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }),
  });
}

/** Reads write nothing: an owner asks for the changed days now; every list is read again after. */
export function useRecalculateOvertime(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recalculateOvertime(orgId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }),
  });
}

export function useOvertimeSettings(orgId: string) {
  return useQuery({
    queryKey: overtimeKeys.settings(orgId),
    queryFn: () => fetchOvertimeSettings(orgId),
  });
}

export function useSaveOvertimeSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrgOvertimeSettings) => saveOvertimeSettings(orgId, settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(overtimeKeys.settings(orgId), settings);
      void queryClient.invalidateQueries({ queryKey: overtimeKeys.all });
    },
  });
}
