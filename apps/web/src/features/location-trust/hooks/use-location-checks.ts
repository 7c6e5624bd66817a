import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchLocationChecks,
  locationCheckKeys,
  type QueueStatus,
  type Review,
  reviewLocationCheck,
} from '../api/location-checks';

export function useLocationChecks(orgId: string, status: QueueStatus) {
  return useQuery({
    queryKey: locationCheckKeys.queue(orgId, status),
    queryFn: () => fetchLocationChecks(orgId, status),
  });
}

/** Accept or reject; both lists are read again afterwards. */
export function useReviewLocationCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: Review }) => reviewLocationCheck(id, review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationCheckKeys.all }),
  });
}
