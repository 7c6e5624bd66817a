import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushState, turnPushOff, turnPushOn } from '../api/push';

const KEY = ['notifications', 'push-device'] as const;

/** Whether this browser gets pushes, and switching it (from a click only: it may ask permission). */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: pushState, staleTime: Infinity });
  const change = useMutation({
    mutationFn: (isOn: boolean) => (isOn ? turnPushOn() : turnPushOff()),
    onSuccess: (next) => queryClient.setQueryData(KEY, next),
  });
  return { state, change };
}
