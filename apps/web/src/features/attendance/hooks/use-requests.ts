import type { CorrectionRequestInput, LeaveRequestInput } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '../api/keys';
import {
  cancelRequest,
  createCorrectionRequest,
  createLeaveRequest,
  decideRequest,
  fetchMyRequests,
  fetchPendingReviewCount,
  type RequestKind,
} from '../api/requests';

export function useMyRequests(memberId: string | null | undefined) {
  return useQuery({
    queryKey: attendanceKeys.myRequests(memberId ?? 'none'),
    queryFn: () => fetchMyRequests(memberId!),
    enabled: Boolean(memberId),
  });
}

/** How many requests wait for the viewer's decision (people they look after, not their own). */
export function usePendingReviewCount(orgId: string | null | undefined, ownMemberId: string) {
  return useQuery({
    queryKey: attendanceKeys.pendingReviewCount(orgId ?? 'none', ownMemberId),
    queryFn: () => fetchPendingReviewCount(orgId!, ownMemberId),
    enabled: Boolean(orgId),
    refetchInterval: 60_000,
  });
}

/** Filing, cancelling and deciding requests; each refreshes requests and records. */
export function useRequestActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: attendanceKeys.all, refetchType: 'active' });
  return {
    fileLeave: useMutation({
      mutationFn: (input: LeaveRequestInput) => createLeaveRequest(input),
      onSuccess: refresh,
    }),
    fileCorrection: useMutation({
      mutationFn: (input: CorrectionRequestInput) => createCorrectionRequest(input),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ kind, id }: { kind: RequestKind; id: string }) => cancelRequest(kind, id),
      onSuccess: refresh,
    }),
    decide: useMutation({
      mutationFn: (input: {
        kind: RequestKind;
        id: string;
        decision: 'approve' | 'reject';
        note?: string;
      }) => decideRequest(input.kind, input.id, input.decision, input.note),
      onSuccess: refresh,
    }),
  };
}
