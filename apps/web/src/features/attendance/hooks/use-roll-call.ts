import type { RollCallInput } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '../api/keys';
import { fetchRollCall, type RollCallTarget, saveRollCall } from '../api/roll-call';

const targetKey = (target: RollCallTarget) =>
  'class_session_id' in target ? `session:${target.class_session_id}` : `group:${target.group_id}`;

/** The roster of a roll-call with what is recorded, and saving it. */
export function useRollCall(target: RollCallTarget, date: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: attendanceKeys.rollCall(targetKey(target), date),
    queryFn: () => fetchRollCall(target, date),
    staleTime: 0,
  });
  const save = useMutation({
    mutationFn: (input: RollCallInput) => saveRollCall(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all, refetchType: 'active' }),
  });
  return { query, save };
}
