import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { fetchBoardData, fetchBoards, fetchMyMemberIds } from '../api/boards';
import { fetchClassTasks } from '../api/cards';
import { closeBoardChannel, openBoardChannel } from '../api/live';
import { tasksKeys } from '../api/tasks-keys';

export function useBoards() {
  const { user } = useAuth();
  return useQuery({
    queryKey: tasksKeys.boards(user?.id ?? 'anonymous'),
    queryFn: fetchBoards,
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

export function useMyMemberIds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: tasksKeys.myMembers(user?.id ?? 'anonymous'),
    queryFn: () => fetchMyMemberIds(user!.id),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
}

export function useClassTasks(boardId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: tasksKeys.classTasks(boardId),
    queryFn: () => fetchClassTasks(boardId),
    enabled: isEnabled,
  });
}

/**
 * A board's columns and cards, kept live: changes by others arrive over the realtime channel and
 * the board is read again (a burst of changes is read once). `isLive` says the channel is open.
 */
export function useBoard(boardId: string | undefined) {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  const query = useQuery({
    queryKey: tasksKeys.board(boardId ?? 'none'),
    queryFn: () => fetchBoardData(boardId!),
    enabled: Boolean(boardId),
  });

  useEffect(() => {
    if (!boardId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isClosed = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: tasksKeys.board(boardId) });
        void queryClient.invalidateQueries({ queryKey: tasksKeys.classTasks(boardId) });
        void queryClient.invalidateQueries({ queryKey: ['tasks', 'card'] });
      }, 150);
    };
    const opening = openBoardChannel(boardId, refresh, (isOpen) => {
      if (isClosed) return;
      setIsLive(isOpen);
      // Changes made while the channel was (re)connecting were missed: read the board again.
      if (isOpen) refresh();
    });
    return () => {
      isClosed = true;
      clearTimeout(timer);
      setIsLive(false);
      void opening.then(closeBoardChannel).catch(() => undefined);
    };
  }, [boardId, queryClient]);

  return { ...query, isLive };
}
