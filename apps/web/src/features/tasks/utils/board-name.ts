import type { Board } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

/** What a board is called: "My tasks", the organisation's board, or its group's name. */
export function useBoardName() {
  const t = useTasksT();
  return (board: Board) =>
    board.kind === 'personal'
      ? t('tasks.board.personal')
      : board.kind === 'organisation'
        ? t('tasks.board.organisation', { org: board.orgName ?? '' })
        : (board.groupName ?? '');
}
