import { Select } from '@/components/ui';
import type { Board } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { useBoardName } from '../utils/board-name';

/** Choose a board: your own, the organisation's, and your groups'. */
export function BoardPicker({
  boards,
  value,
  onChange,
}: {
  boards: Board[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useTasksT();
  const nameOf = useBoardName();
  const groups = boards.filter((b) => b.kind === 'group');
  return (
    <Select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('tasks.board.choose')}
    >
      {boards
        .filter((b) => b.kind !== 'group')
        .map((b) => (
          <option key={b.id} value={b.id}>
            {nameOf(b)}
          </option>
        ))}
      {groups.length > 0 ? (
        <optgroup label={t('tasks.board.groups')}>
          {groups.map((b) => (
            <option key={b.id} value={b.id}>
              {nameOf(b)}
            </option>
          ))}
        </optgroup>
      ) : null}
    </Select>
  );
}
