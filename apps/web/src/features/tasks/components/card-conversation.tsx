import { formatDateTime } from '@ias/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import type { MentionablePerson } from '../api/cards';
import type { Activity, Comment } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { useActivityText } from '../utils/activity-text';
import { useTasksZone } from '../utils/zone';
import { LinkedText } from './linked-text';
import { MentionTextarea } from './mention-textarea';

/**
 * Comments (everyone who sees the card may write; "@" mentions people who see it too) and the
 * card's history, newest first.
 */
export function CardConversation({
  cardId,
  comments,
  activity,
  onComment,
}: {
  cardId: string;
  comments: Comment[];
  activity: Activity[];
  onComment: (body: string, mentions: string[]) => Promise<void>;
}) {
  const t = useTasksT();
  const locale = useLocale();
  const timeZone = useTasksZone();
  const describe = useActivityText();
  const [draft, setDraft] = useState<{ body: string; mentions: MentionablePerson[] }>({
    body: '',
    mentions: [],
  });
  const [isSending, setIsSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = draft.body.trim();
    if (!body) return;
    setIsSending(true);
    try {
      await onComment(
        body,
        draft.mentions.filter((p) => body.includes(`@${p.full_name}`)).map((p) => p.user_id),
      );
      setDraft({ body: '', mentions: [] });
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
                  when: formatDateTime(comment.created_at, locale, { timeZone }),
                })}
              </p>
              <LinkedText text={comment.body} />
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="space-y-2">
          <MentionTextarea
            cardId={cardId}
            value={draft}
            onChange={setDraft}
            maxLength={2000}
            label={t('tasks.comments.write')}
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
                {formatDateTime(entry.created_at, locale, { timeZone })}
              </span>{' '}
              {describe(entry)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
