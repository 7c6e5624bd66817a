import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '@/components/ui';
import type { ChecklistItem } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

type Props = {
  items: ChecklistItem[];
  canChange: boolean;
  onAdd: (body: string) => Promise<void>;
  onToggle: (itemId: string, isDone: boolean) => Promise<void>;
  onDelete: (itemId: string) => Promise<void>;
};

/** Steps of a card, ticked by its editors and its assignees. */
export function CardChecklist({ items, canChange, onAdd, onToggle, onDelete }: Props) {
  const t = useTasksT();
  const [body, setBody] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    await onAdd(body.trim());
    setBody('');
  }
  const done = items.filter((item) => item.is_done).length;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('tasks.checklist.title')}{' '}
        {items.length > 0 ? (
          <span className="font-normal text-slate-600">
            {t('tasks.card.checklist', { done, total: items.length })}
          </span>
        ) : null}
      </h3>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm">
            <label className="flex min-w-0 flex-1 items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={item.is_done}
                disabled={!canChange}
                onChange={(event) => void onToggle(item.id, event.target.checked)}
              />
              <span className={item.is_done ? 'text-slate-500 line-through' : ''}>{item.body}</span>
            </label>
            {canChange ? (
              <Button
                size="sm"
                variant="ghost"
                className="px-1.5"
                aria-label={t('tasks.checklist.delete', { item: item.body })}
                onClick={() => onDelete(item.id)}
              >
                <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canChange ? (
        <form onSubmit={submit} className="flex gap-2">
          <Input
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={200}
            placeholder={t('tasks.checklist.add')}
            aria-label={t('tasks.checklist.add')}
          />
          <Button type="submit" variant="outline">
            {t('tasks.checklist.addButton')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
