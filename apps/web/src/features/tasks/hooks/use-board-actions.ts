import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as cards from '../api/cards';
import * as columns from '../api/columns';
import { tasksKeys } from '../api/tasks-keys';
import type { Column } from '../api/types';
import { taskErrorMessage } from '../utils/errors';
import { useTasksT } from './use-tasks-t';

/**
 * The board's own changes (quick add, columns, bulk, class tasks): each reads the board again
 * afterwards; a failure is kept as one sentence for the page to show.
 */
export function useBoardActions(boardId: string) {
  const t = useTasksT();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tasksKeys.board(boardId) }),
      queryClient.invalidateQueries({ queryKey: tasksKeys.classTasks(boardId) }),
    ]);
  async function run<R>(change: () => Promise<R>, rethrow = false): Promise<R | undefined> {
    setError(null);
    try {
      return await change();
    } catch (failure) {
      if (rethrow) throw failure;
      setError(taskErrorMessage(failure, t));
      return undefined;
    } finally {
      await refresh();
    }
  }
  return {
    error,
    setError,
    quickAdd: async (columnId: string, title: string) => {
      await run(() => cards.createCard(boardId, columnId, title));
    },
    saveColumn: async (column: Column | 'new', changes: columns.ColumnInput) => {
      await run(
        () =>
          column === 'new'
            ? columns.addColumn(boardId, changes)
            : columns.updateColumn(column.id, changes),
        true,
      );
    },
    shiftColumn: async (list: Column[], column: Column, direction: -1 | 1) => {
      const index = list.findIndex((c) => c.id === column.id);
      const other = list[index + direction];
      if (!other) return;
      await run(async () => {
        await columns.updateColumn(column.id, { position: other.position });
        await columns.updateColumn(other.id, { position: column.position });
      });
    },
    deleteColumn: async (column: Column) => {
      await run(() => columns.deleteColumn(column.id));
    },
    bulk: async (action: cards.BulkAction) => {
      await run(() => cards.bulkUpdate(action));
    },
    createClassTask: async (input: cards.NewClassTask) => {
      const created = await run(() => cards.createClassTask(input), true);
      return { people: created?.people ?? 0 };
    },
  };
}
