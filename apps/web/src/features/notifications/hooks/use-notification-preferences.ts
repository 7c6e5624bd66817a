import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsKeys } from '../api/notifications-keys';
import { fetchPreferences, type KindPreference, savePreference } from '../api/preferences';

export function useNotificationPreferences(userId: string | undefined) {
  return useQuery({
    queryKey: notificationsKeys.preferences(userId ?? ''),
    queryFn: () => fetchPreferences(userId!),
    enabled: Boolean(userId),
  });
}

/** Saves one kind's channels, shown at once and put back if the save fails. */
export function useSavePreference(userId: string | undefined) {
  const queryClient = useQueryClient();
  const key = notificationsKeys.preferences(userId ?? '');
  return useMutation({
    mutationFn: (preference: KindPreference) => savePreference(userId!, preference),
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<KindPreference[]>(key);
      queryClient.setQueryData<KindPreference[]>(key, (rows) =>
        rows?.map((row) => (row.kind === preference.kind ? preference : row)),
      );
      return { before };
    },
    onError: (_error, _preference, context) => queryClient.setQueryData(key, context?.before),
  });
}
