import { formatDate } from '@ias/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes } from 'react';
import { CalendarClock, CheckSquare, GripVertical, Lock, Users } from 'lucide-react';
import { Badge } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { isOverdue } from '../utils/filters';
import { PriorityBadge } from './priority-badge';

type Props = {
  card: TaskCard;
  today: string;
  canMove: boolean;
  onOpen: (cardId: string) => void;
};

/** One card on the board: a handle to drag it (mouse, touch or keyboard) and its title to open it. */
export function TaskCardTile(props: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.card.id,
    disabled: !props.canMove,
  });
  return (
    <CardFace
      {...props}
      nodeRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      isDragging={isDragging}
      handleProps={{ ...attributes, ...listeners }}
    />
  );
}

type FaceProps = Props & {
  nodeRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  isDragging?: boolean;
  isOverlay?: boolean;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
};

/** What a card shows; also drawn under the pointer while it is dragged. */
export function CardFace({
  card,
  today,
  canMove,
  onOpen,
  nodeRef,
  style,
  isDragging,
  isOverlay,
  handleProps,
}: FaceProps) {
  const t = useTasksT();
  const locale = useLocale();
  const done = card.checklist.filter((item) => item.is_done).length;
  const overdue = isOverdue(card, today);
  return (
    <li
      ref={nodeRef}
      style={style}
      className={cn(
        'flex gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-sm',
        isDragging && !isOverlay && 'opacity-40',
        isOverlay && 'shadow-lg ring-2 ring-brand-400',
        card.completed_at && 'bg-emerald-50/60',
      )}
      data-testid="task-card"
      data-card-title={card.title}
    >
      {canMove ? (
        <button
          type="button"
          className="flex h-8 w-6 shrink-0 touch-none cursor-grab items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={t('tasks.card.move', { title: card.title })}
          {...handleProps}
        >
          <GripVertical aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1 space-y-1.5">
        <button
          type="button"
          onClick={() => onOpen(card.id)}
          className="block w-full break-words text-left text-sm font-medium text-slate-900 hover:underline"
        >
          {card.is_private ? (
            <Lock
              aria-label={t('tasks.card.private')}
              className="mr-1 inline h-3.5 w-3.5 text-slate-500"
            />
          ) : null}
          {card.title}
        </button>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
          {card.priority !== 'normal' ? <PriorityBadge priority={card.priority} /> : null}
          {card.labels.map((label) => (
            <Badge key={label} variant="purple">
              {label}
            </Badge>
          ))}
          {card.due_on ? (
            <span
              className={cn(
                'inline-flex items-center gap-1',
                overdue && 'font-semibold text-red-700',
              )}
            >
              <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
              {overdue
                ? t('tasks.card.overdue', { date: formatDate(card.due_on, locale) })
                : t('tasks.card.due', { date: formatDate(card.due_on, locale) })}
            </span>
          ) : null}
          {card.checklist.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <CheckSquare aria-hidden="true" className="h-3.5 w-3.5" />
              {t('tasks.card.checklist', { done, total: card.checklist.length })}
            </span>
          ) : null}
          {card.assignees.length > 0 ? (
            <span
              className="inline-flex items-center gap-1"
              title={card.assignees.map((a) => a.member?.full_name ?? '').join(', ')}
            >
              <Users aria-hidden="true" className="h-3.5 w-3.5" />
              {card.assignees.length === 1
                ? (card.assignees[0]!.member?.full_name ?? t('tasks.card.onePerson'))
                : t('tasks.card.people', {
                    finished: card.assignees.filter((a) => a.completed_at).length,
                    count: card.assignees.length,
                  })}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
