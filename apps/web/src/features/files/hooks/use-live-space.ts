import type { RealtimeChannel } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { filesKeys } from '../api/files-keys';
import { announceChange, closeSpaceChannel, openSpaceChannel } from '../api/live';

/**
 * Keeps an open space current: what others upload, rename, move or delete there arrives over the
 * realtime channel and the space's lists are read again (a burst of changes once). `announce`
 * tells the others after this page changed something.
 */
export function useLiveSpace(spaceId: string) {
  const queryClient = useQueryClient();
  const channel = useRef<Promise<RealtimeChannel> | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: filesKeys.space(spaceId) });
        void queryClient.invalidateQueries({ queryKey: filesKeys.allSpaces });
      }, 300);
    };
    const opening = openSpaceChannel(spaceId, refresh);
    channel.current = opening;
    return () => {
      clearTimeout(timer);
      channel.current = null;
      void opening.then(closeSpaceChannel).catch(() => undefined);
    };
  }, [spaceId, queryClient]);

  return useCallback(() => {
    void channel.current?.then(announceChange).catch(() => undefined);
  }, []);
}
