import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchReminderSettings,
  reminderKeys,
  type ReminderSettings,
  saveReminderSettings,
} from '../api/reminders';

export function useReminderSettings(orgId: string) {
  return useQuery({
    queryKey: reminderKeys.settings(orgId),
    queryFn: () => fetchReminderSettings(orgId),
  });
}

export function useSaveReminderSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<ReminderSettings>) => saveReminderSettings(orgId, settings),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.settings(orgId), saved),
  });
}
