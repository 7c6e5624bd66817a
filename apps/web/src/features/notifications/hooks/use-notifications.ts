import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKeys } from '../api/notifications-keys';
import {
  fetchLatestNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  stopWatching,
  watchNotifications,
} from '../api/notifications';

/** The unread count, kept live: a change to the person's notifications refetches what is shown. */
export function useUnreadNotifications(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let isCancelled = false;
    const opened = watchNotifications(userId, () => {
      if (!isCancelled)
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.all(userId) });
    });
    return () => {
      isCancelled = true;
      void opened.then(stopWatching).catch(() => undefined);
    };
  }, [userId, queryClient]);
  return useQuery({
    queryKey: notificationsKeys.unread(userId ?? ''),
    queryFn: () => fetchUnreadCount(userId!),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

export function useLatestNotifications(userId: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: notificationsKeys.latest(userId ?? ''),
    queryFn: () => fetchLatestNotifications(userId!),
    enabled: Boolean(userId) && isEnabled,
  });
}

/** Mark one (id) or all (null) read; the list and count refresh afterwards. */
export function useMarkRead(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? markNotificationRead(id) : markAllNotificationsRead(userId!),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationsKeys.all(userId ?? '') }),
  });
}
