import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelDeletion,
  type DeletionStatus,
  fetchDeletionStatus,
  privacyKeys,
  requestDeletion,
} from '../api/privacy';

export function useDeletionStatus() {
  return useQuery({ queryKey: privacyKeys.deletion, queryFn: fetchDeletionStatus });
}

/** Asks for deletion, or cancels it; the answer is the new status. */
export function useDeletionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'request' | 'cancel') =>
      change === 'request' ? requestDeletion() : cancelDeletion(),
    onSuccess: (status: DeletionStatus) => queryClient.setQueryData(privacyKeys.deletion, status),
  });
}
