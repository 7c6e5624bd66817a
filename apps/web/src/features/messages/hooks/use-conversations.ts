import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchConversations } from '../api/conversations';
import { closeChannel, openInboxChannel } from '../api/live';
import { messagesKeys } from '../api/messages-keys';

/**
 * The caller's conversation list, refreshed live: a new message anywhere in the organisation the
 * caller may read, or a change of their own membership rows (a new conversation, read state).
 */
export function useConversations(orgId: string | null, memberId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagesKeys.conversations(),
    queryFn: fetchConversations,
    enabled: Boolean(orgId),
  });
  useEffect(() => {
    if (!orgId || !memberId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
        200,
      );
    };
    const opening = openInboxChannel(orgId, memberId, refresh);
    return () => {
      clearTimeout(timer);
      void opening.then((channel) => closeChannel(channel)).catch(() => undefined);
    };
  }, [orgId, memberId, queryClient]);
  return query;
}
