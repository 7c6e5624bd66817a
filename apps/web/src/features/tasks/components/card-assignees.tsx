import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Input } from '@/components/ui';
import { searchPeople } from '../api/boards';
import { tasksKeys } from '../api/tasks-keys';
import type { TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

type Props = {
  card: TaskCard;
  orgId: string | null;
  canEdit: boolean;
  myMemberIds: string[];
  onAdd: (memberId: string) => Promise<void>;
  onRemove: (assigneeId: string) => Promise<void>;
  onFinished: (assigneeId: string, isFinished: boolean) => Promise<void>;
};

/** Who the card is for, who has finished; editors add people of the organisation by name. */
export function CardAssignees({
  card,
  orgId,
  canEdit,
  myMemberIds,
  onAdd,
  onRemove,
  onFinished,
}: Props) {
  const t = useTasksT();
  const [search, setSearch] = useState('');
  const people = useQuery({
    queryKey: tasksKeys.people(orgId ?? 'none', search),
    queryFn: () => searchPeople(orgId!, search),
    enabled: canEdit && Boolean(orgId) && search.trim().length > 0,
  });
  const taken = new Set(card.assignees.map((a) => a.member_id));
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('tasks.assignees.title')}</h3>
      {card.assignees.length === 0 ? (
        <p className="text-sm text-slate-600">{t('tasks.assignees.none')}</p>
      ) : (
        <ul className="space-y-1">
          {card.assignees.map((a) => {
            const isMe = myMemberIds.includes(a.member_id);
            return (
              <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{a.member?.full_name ?? ''}</span>
                {a.completed_at ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700">
                    <Check aria-hidden="true" className="h-4 w-4" />
                    {t('tasks.assignees.finished')}
                  </span>
                ) : null}
                {isMe && !card.is_private ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onFinished(a.id, !a.completed_at)}
                  >
                    {a.completed_at
                      ? t('tasks.assignees.notFinished')
                      : t('tasks.assignees.markFinished')}
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-1.5"
                    aria-label={t('tasks.assignees.remove', { name: a.member?.full_name ?? '' })}
                    onClick={() => onRemove(a.id)}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && orgId ? (
        <div className="space-y-1">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('tasks.assignees.search')}
            aria-label={t('tasks.assignees.search')}
          />
          {people.data && people.data.length > 0 ? (
            <ul className="max-h-40 overflow-y-auto rounded-lg border border-slate-200">
              {people.data
                .filter((person) => !taken.has(person.id))
                .map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                      onClick={() => void onAdd(person.id).then(() => setSearch(''))}
                    >
                      {t('tasks.assignees.add', { name: person.full_name })}
                    </button>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
