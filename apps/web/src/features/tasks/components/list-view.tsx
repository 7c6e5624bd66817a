import { formatDate } from '@ias/shared';
import { useState } from 'react';
import { Badge, Button, Select } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { cn } from '@/lib/cn';
import type { Column, TaskCard } from '../api/types';
import type { BulkAction } from '../api/cards';
import { useTasksT } from '../hooks/use-tasks-t';
import { isOverdue, type SortKey, sortCards } from '../utils/filters';
import { PriorityBadge } from './priority-badge';

type Props = {
  columns: Column[];
  cards: TaskCard[];
  today: string;
  canEdit: boolean;
  onOpen: (cardId: string) => void;
  onBulk: (action: BulkAction) => Promise<void>;
};

/** Every card as a row: sort, pick several, move or close them together (editors). */
export function ListView({ columns, cards, today, canEdit, onOpen, onBulk }: Props) {
  const t = useTasksT();
  const locale = useLocale();
  const [sort, setSort] = useState<SortKey>('position');
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState('');
  const [isWorking, setIsWorking] = useState(false);
  const rows = sortCards(cards, sort);
  const columnName = (id: string) => columns.find((c) => c.id === id)?.name ?? '';
  const chosen = selected.filter((id) => rows.some((row) => row.id === id));
  const toggle = (id: string, isOn: boolean) =>
    setSelected((ids) => (isOn ? [...ids, id] : ids.filter((x) => x !== id)));

  async function run(action: BulkAction) {
    setIsWorking(true);
    try {
      await onBulk(action);
      setSelected([]);
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-52">
          <Select
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            aria-label={t('tasks.list.sort')}
            options={[
              { value: 'position', label: t('tasks.list.sort.board') },
              { value: 'due', label: t('tasks.list.sort.due') },
              { value: 'priority', label: t('tasks.list.sort.priority') },
              { value: 'title', label: t('tasks.list.sort.title') },
              { value: 'created', label: t('tasks.list.sort.created') },
            ]}
          />
        </div>
        {canEdit && chosen.length > 0 ? (
          <div
            className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-2"
            role="group"
            aria-label={t('tasks.bulk.label')}
          >
            <span className="text-sm font-medium text-brand-800">
              {t('tasks.bulk.selected', { count: chosen.length })}
            </span>
            <div className="w-40">
              <Select
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                aria-label={t('tasks.bulk.moveTo')}
                placeholder={t('tasks.bulk.moveTo')}
                options={columns.map((column) => ({ value: column.id, label: column.name }))}
              />
            </div>
            <Button
              size="sm"
              disabled={!target}
              isLoading={isWorking}
              onClick={() => run({ action: 'move', ids: chosen, columnId: target })}
            >
              {t('tasks.bulk.move')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              isLoading={isWorking}
              onClick={() => run({ action: 'close', ids: chosen })}
            >
              {t('tasks.bulk.close')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isLoading={isWorking}
              onClick={() => run({ action: 'reopen', ids: chosen })}
            >
              {t('tasks.bulk.reopen')}
            </Button>
          </div>
        ) : null}
      </div>
      <ul
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
        data-testid="task-list"
      >
        {rows.map((card) => (
          <li
            key={card.id}
            className={cn('flex items-start gap-3 p-3', card.closed_at && 'opacity-60')}
            data-testid="task-row"
          >
            {canEdit ? (
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 accent-brand-600"
                checked={chosen.includes(card.id)}
                onChange={(event) => toggle(card.id, event.target.checked)}
                aria-label={t('tasks.bulk.pick', { title: card.title })}
              />
            ) : null}
            <div className="min-w-0 flex-1 space-y-1">
              <button
                type="button"
                onClick={() => onOpen(card.id)}
                className="break-words text-left text-sm font-medium text-slate-900 hover:underline"
              >
                {card.title}
              </button>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                <Badge variant={card.completed_at ? 'success' : 'neutral'}>
                  {columnName(card.column_id)}
                </Badge>
                {card.closed_at ? <Badge>{t('tasks.list.closed')}</Badge> : null}
                <PriorityBadge priority={card.priority} />
                {card.labels.map((label) => (
                  <Badge key={label} variant="purple">
                    {label}
                  </Badge>
                ))}
                {card.due_on ? (
                  <span className={cn(isOverdue(card, today) && 'font-semibold text-red-700')}>
                    {isOverdue(card, today)
                      ? t('tasks.card.overdue', { date: formatDate(card.due_on, locale) })
                      : t('tasks.card.due', { date: formatDate(card.due_on, locale) })}
                  </span>
                ) : null}
                {card.assignees.length > 0 ? (
                  <span>{card.assignees.map((a) => a.member?.full_name ?? '').join(', ')}</span>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
