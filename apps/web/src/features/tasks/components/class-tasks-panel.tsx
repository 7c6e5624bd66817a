import { formatDate } from '@ias/shared';
import { Check, Circle } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  SkeletonList,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { useClassTasks } from '../hooks/use-board';
import { useTasksT } from '../hooks/use-tasks-t';
import { taskErrorMessage } from '../utils/errors';

/** The class tasks of a group board and who has finished each, kept live with the board. */
export function ClassTasksPanel({ boardId }: { boardId: string }) {
  const t = useTasksT();
  const locale = useLocale();
  const { data, isLoading, error, refetch } = useClassTasks(boardId, true);
  if (isLoading)
    return <SkeletonList rows={2} className="rounded-2xl border border-slate-200 px-4" />;
  if (error)
    return (
      <Alert variant="error">
        {taskErrorMessage(error, t)}{' '}
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('tasks.retry')}
        </Button>
      </Alert>
    );
  if (!data || data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tasks.progress.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {data.map((task) => (
          <details
            key={task.classTaskId}
            className="rounded-xl border border-slate-200 p-3"
            data-testid="class-task"
          >
            <summary className="cursor-pointer list-none">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium text-slate-900">{task.title}</span>
                <span className="text-sm text-slate-700" data-testid="class-task-progress">
                  {t('tasks.progress.count', { finished: task.finished, total: task.total })}
                </span>
              </div>
              <div className="mt-1 text-xs text-slate-600">
                {task.mode === 'each' ? t('tasks.progress.each') : t('tasks.progress.shared')}
                {task.dueOn
                  ? ` · ${t('tasks.card.due', { date: formatDate(task.dueOn, locale) })}`
                  : null}
              </div>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={task.total}
                aria-valuenow={task.finished}
                aria-label={t('tasks.progress.count', {
                  finished: task.finished,
                  total: task.total,
                })}
              >
                <div
                  className="h-full bg-emerald-500"
                  style={{ width: `${(task.finished / Math.max(task.total, 1)) * 100}%` }}
                />
              </div>
            </summary>
            <ul className="mt-3 grid gap-1 sm:grid-cols-2">
              {task.people.map((person) => (
                <li
                  key={`${person.cardId}-${person.memberId}`}
                  className="flex items-center gap-2 text-sm"
                >
                  {person.completedAt ? (
                    <Check
                      aria-label={t('tasks.assignees.finished')}
                      className="h-4 w-4 text-emerald-600"
                    />
                  ) : (
                    <Circle
                      aria-label={t('tasks.progress.notYet')}
                      className="h-4 w-4 text-slate-400"
                    />
                  )}
                  {person.name}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}
