import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowLeft, ArrowRight, Pencil, Trash2 } from 'lucide-react';
import { Badge, Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import type { Column, TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { QuickAdd } from './quick-add';
import { TaskCardTile } from './task-card';

type Props = {
  column: Column;
  cards: TaskCard[];
  today: string;
  canEdit: boolean;
  canMove: (card: TaskCard) => boolean;
  isFirst: boolean;
  isLast: boolean;
  onOpen: (cardId: string) => void;
  onQuickAdd: (columnId: string, title: string) => Promise<void>;
  onEdit: (column: Column) => void;
  onShift: (column: Column, direction: -1 | 1) => void;
  onDelete: (column: Column) => void;
};

/** A column: its name, count and work-in-progress limit, its cards, and quick add for editors. */
export function BoardColumn(props: Props) {
  const { column, cards, canEdit } = props;
  const t = useTasksT();
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const isOverLimit = column.wip_limit !== null && cards.length > column.wip_limit;
  return (
    <section
      aria-label={column.name}
      data-testid="task-column"
      data-column-name={column.name}
      className={cn(
        'flex w-[min(18rem,calc(100vw-3rem))] shrink-0 flex-col rounded-2xl bg-slate-100 p-2',
        isOver && 'ring-2 ring-brand-400',
        isOverLimit && 'bg-amber-50 ring-1 ring-amber-300',
      )}
    >
      <header className="flex items-center gap-2 px-1 pb-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {column.name}
        </h2>
        <Badge variant={isOverLimit ? 'warning' : 'neutral'}>
          {column.wip_limit !== null
            ? t('tasks.column.countOfLimit', { count: cards.length, limit: column.wip_limit })
            : cards.length}
        </Badge>
        {canEdit ? (
          <div className="flex">
            <Button
              size="sm"
              variant="ghost"
              className="px-1.5"
              aria-label={t('tasks.column.edit', { name: column.name })}
              onClick={() => props.onEdit(column)}
            >
              <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
            </Button>
            {!props.isFirst ? (
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t('tasks.column.moveLeft', { name: column.name })}
                onClick={() => props.onShift(column, -1)}
              >
                <ArrowLeft aria-hidden="true" className="h-3.5 w-3.5" />
              </Button>
            ) : null}
            {!props.isLast ? (
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t('tasks.column.moveRight', { name: column.name })}
                onClick={() => props.onShift(column, 1)}
              >
                <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              className="px-1.5"
              aria-label={t('tasks.column.delete', { name: column.name })}
              onClick={() => props.onDelete(column)}
            >
              <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
            </Button>
          </div>
        ) : null}
      </header>
      {isOverLimit ? (
        <p role="status" className="px-1 pb-2 text-xs font-medium text-amber-800">
          {t('tasks.column.overLimit', { limit: column.wip_limit ?? 0 })}
        </p>
      ) : null}
      <SortableContext items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-16 flex-1 flex-col gap-2">
          {cards.map((card) => (
            <TaskCardTile
              key={card.id}
              card={card}
              today={props.today}
              canMove={props.canMove(card)}
              onOpen={props.onOpen}
            />
          ))}
          {cards.length === 0 ? (
            <li className="rounded-xl border border-dashed border-slate-300 p-3 text-center text-xs text-slate-600">
              {t('tasks.column.empty')}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {canEdit ? (
        <QuickAdd columnName={column.name} onAdd={(title) => props.onQuickAdd(column.id, title)} />
      ) : null}
    </section>
  );
}
