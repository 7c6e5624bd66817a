import { formatDateTime } from '@ias/shared';
import { type FormEvent, useState } from 'react';
import { Button, Textarea } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import type { Activity, Comment } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { useActivityText } from '../utils/activity-text';
import { LinkedText } from './linked-text';

/** Comments (everyone who sees the card may write) and the card's history, newest first. */
export function CardConversation({
  comments,
  activity,
  onComment,
}: {
  comments: Comment[];
  activity: Activity[];
  onComment: (body: string) => Promise<void>;
}) {
  const t = useTasksT();
  const locale = useLocale();
  const describe = useActivityText();
  const [body, setBody] = useState('');
  const [isSending, setIsSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setIsSending(true);
    try {
      await onComment(body.trim());
      setBody('');
    } finally {
      setIsSending(false);
    }
  }
  return (
    <>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('tasks.comments.title')}</h3>
        {comments.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tasks.comments.none')}</p>
        ) : null}
        <ul className="space-y-2">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-slate-50 p-2">
              <p className="text-xs text-slate-600">
                {t('tasks.comments.by', {
                  name: comment.author_name,
                  when: formatDateTime(comment.created_at, locale),
                })}
              </p>
              <LinkedText text={comment.body} />
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="space-y-2">
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={2000}
            rows={2}
            aria-label={t('tasks.comments.write')}
            placeholder={t('tasks.comments.write')}
          />
          <Button type="submit" variant="outline" size="sm" isLoading={isSending}>
            {t('tasks.comments.send')}
          </Button>
        </form>
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('tasks.history.title')}</h3>
        <ol className="space-y-1 text-sm text-slate-700" data-testid="task-history">
          {activity.map((entry) => (
            <li key={entry.id}>
              <span className="text-xs text-slate-500">
                {formatDateTime(entry.created_at, locale)}
              </span>{' '}
              {describe(entry)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
