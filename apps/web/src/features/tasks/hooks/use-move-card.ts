import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveCard } from '../api/cards';
import { tasksKeys } from '../api/tasks-keys';
import type { BoardData } from '../api/types';
import { applyPlacement, type Placement } from '../utils/placement';

/**
 * Moves a card: shown at once, then confirmed by the server. When someone else moved it first
 * (409), the board is read again so everyone sees the one agreed order.
 */
export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  const key = tasksKeys.board(boardId);
  return useMutation({
    mutationFn: ({
      cardId,
      placement,
      version,
    }: {
      cardId: string;
      placement: Placement;
      version: number;
    }) => moveCard(cardId, { ...placement, version }),
    onMutate: async ({ cardId, placement }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BoardData>(key);
      if (before)
        queryClient.setQueryData<BoardData>(key, {
          ...before,
          cards: applyPlacement(before.cards, cardId, placement),
        });
      return { before };
    },
    onSuccess: (placed) => {
      queryClient.setQueryData<BoardData>(key, (data) =>
        data
          ? {
              ...data,
              cards: data.cards.map((card) =>
                card.id === placed.id
                  ? { ...card, version: placed.version, position: Number(placed.position) }
                  : card,
              ),
            }
          : data,
      );
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: tasksKeys.classTasks(boardId) });
    },
  });
}
