import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '@/features/attendance/api/keys';
import {
  adjustBalance,
  cancelLeaveDays,
  createLeaveType,
  fetchDecisionContext,
  fetchLeaveTypes,
  fetchMemberLeave,
  fileLeave,
  leaveDocumentUrl,
  type LeaveInput,
  type LeaveTypePolicy,
  quoteLeave,
  searchMembers,
  updateLeaveType,
} from '../api/leave';

export const leaveKeys = {
  all: ['leave'] as const,
  types: (orgId: string) => ['leave', 'types', orgId] as const,
  member: (memberId: string) => ['leave', 'member', memberId] as const,
  quote: (input: LeaveInput) => ['leave', 'quote', input] as const,
  context: (requestId: string) => ['leave', 'context', requestId] as const,
  members: (orgId: string, query: string) => ['leave', 'members', orgId, query] as const,
};

export function useLeaveTypes(orgId: string) {
  return useQuery({ queryKey: leaveKeys.types(orgId), queryFn: () => fetchLeaveTypes(orgId) });
}

export function useMemberLeave(memberId: string | null | undefined) {
  return useQuery({
    queryKey: leaveKeys.member(memberId ?? 'none'),
    queryFn: () => fetchMemberLeave(memberId!),
    enabled: Boolean(memberId),
  });
}

/** The price of the leave being filled in (days, balance after), once the form is complete. */
export function useLeaveQuote(input: LeaveInput | null) {
  return useQuery({
    queryKey: leaveKeys.quote(input ?? ({} as LeaveInput)),
    queryFn: () => quoteLeave(input!),
    enabled: input !== null,
    retry: false,
    staleTime: 30_000,
  });
}

export function useDecisionContext(requestId: string | null) {
  return useQuery({
    queryKey: leaveKeys.context(requestId ?? 'none'),
    queryFn: () => fetchDecisionContext(requestId!),
    enabled: Boolean(requestId),
  });
}

/** A signed link to a leave's supporting document, renewed before its ten minutes run out. */
export function useLeaveDocumentUrl(path: string | null) {
  return useQuery({
    queryKey: ['leave', 'document', path ?? 'none'],
    queryFn: () => leaveDocumentUrl(path!),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useMemberSearch(orgId: string, query: string) {
  return useQuery({
    queryKey: leaveKeys.members(orgId, query),
    queryFn: () => searchMembers(orgId, query),
    enabled: query.trim().length >= 2,
  });
}

/** Filing, cancelling, adjusting and editing types; each refreshes leave and requests. */
export function useLeaveActions() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all, refetchType: 'active' }),
    ]);
  };
  return {
    file: useMutation({
      mutationFn: (input: Parameters<typeof fileLeave>[0]) => fileLeave(input),
      onSuccess: refresh,
    }),
    cancelDays: useMutation({
      mutationFn: ({ id, dates }: { id: string; dates: string[] }) => cancelLeaveDays(id, dates),
      onSuccess: refresh,
    }),
    adjust: useMutation({
      mutationFn: adjustBalance,
      onSuccess: refresh,
    }),
    createType: useMutation({
      mutationFn: ({ orgId, input }: { orgId: string; input: Partial<LeaveTypePolicy> }) =>
        createLeaveType(orgId, input),
      onSuccess: refresh,
    }),
    updateType: useMutation({
      mutationFn: ({ id, input }: { id: string; input: Partial<LeaveTypePolicy> }) =>
        updateLeaveType(id, input),
      onSuccess: refresh,
    }),
  };
}
