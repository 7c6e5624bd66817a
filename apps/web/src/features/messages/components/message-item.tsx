import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, SmilePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button, ConfirmDialog } from '@/components/ui';
import { cn } from '@/lib/cn';
import { messagesKeys } from '../api/messages-keys';
import { addReaction, deleteMessage, editMessage, removeReaction } from '../api/thread';
import { type Message, type PendingMessage, REACTIONS, type Reaction } from '../api/types';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import { groupReactions } from '../utils/thread-data';
import { AttachmentList } from './attachment-list';
import { FileSize } from './file-size';
import { MessageTime } from './message-time';

/** One message: its words, author and time, reactions, and for its author edit and delete. */
export function MessageItem({
  message,
  isMine,
  authorName,
  showAuthor,
  isSeen,
  reactions,
  myMemberId,
}: {
  message: Message;
  isMine: boolean;
  authorName: string;
  showAuthor: boolean;
  isSeen: boolean;
  reactions: Reaction[];
  myMemberId: string;
}) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isPicking, setIsPicking] = useState(false);
  const isDeleted = Boolean(message.deleted_at);
  const editId = useId();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: messagesKeys.thread(message.conversation_id) });
  const refreshReactions = () =>
    queryClient.invalidateQueries({ queryKey: messagesKeys.reactions(message.conversation_id) });

  const edit = useMutation({
    mutationFn: () => editMessage(message.id, draft.trim()),
    onSuccess: async () => {
      await refresh();
      setIsEditing(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(message.id),
    onSuccess: async () => {
      await refresh();
      setIsConfirming(false);
    },
  });
  const react = useMutation({
    mutationFn: ({ emoji, mineId }: { emoji: string; mineId: string | null }) =>
      mineId ? removeReaction(mineId) : addReaction(message.id, emoji),
    onSettled: refreshReactions,
  });
  const groups = groupReactions(reactions, message.id, myMemberId);

  return (
    <li className={cn('flex flex-col', isMine ? 'items-end' : 'items-start')} data-testid="message">
      <div
        className={cn(
          'group max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          isMine ? 'bg-brand-600 text-white' : 'bg-white text-slate-900',
          isDeleted && 'bg-slate-100 italic text-slate-500',
        )}
      >
        {showAuthor && !isMine && authorName ? (
          <p className="text-xs font-semibold text-brand-700">{authorName}</p>
        ) : null}
        {isDeleted ? (
          <p>{t('messages.message.deleted')}</p>
        ) : isEditing ? (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) edit.mutate();
            }}
          >
            <label className="sr-only" htmlFor={editId}>
              {t('messages.message.editLabel')}
            </label>
            <textarea
              id={editId}
              value={draft}
              maxLength={4000}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setIsEditing(false);
              }}
              className="w-full min-w-56 rounded-lg border border-slate-300 px-2 py-1 text-slate-900"
              autoFocus
            />
            {edit.error ? <p className="text-xs">{errorText(edit.error)}</p> : null}
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="outline" type="button" onClick={() => setIsEditing(false)}>
                {t('messages.cancel')}
              </Button>
              <Button size="sm" type="submit" isLoading={edit.isPending}>
                {t('messages.message.save')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            {message.body ? (
              <p className="whitespace-pre-wrap break-words">{message.body}</p>
            ) : null}
            {message.attachments?.length ? (
              <AttachmentList files={message.attachments} isMine={isMine} />
            ) : null}
          </>
        )}
        <p
          className={cn(
            'mt-0.5 text-right text-[11px]',
            isMine && !isDeleted ? 'text-brand-100' : 'text-slate-500',
          )}
        >
          <MessageTime at={message.created_at} />
          {message.edited_at && !isDeleted ? ` · ${t('messages.message.edited')}` : null}
        </p>
      </div>
      {groups.length ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {groups.map((g) => (
            <button
              key={g.emoji}
              type="button"
              onClick={() => react.mutate({ emoji: g.emoji, mineId: g.mineId })}
              aria-pressed={Boolean(g.mineId)}
              aria-label={t('messages.reaction.count', { emoji: g.emoji, count: g.count })}
              className={cn(
                'rounded-full border px-2 text-xs',
                g.mineId ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              {g.emoji} {g.count}
            </button>
          ))}
        </div>
      ) : null}
      {!isDeleted && !isEditing ? (
        <div className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
          {isSeen ? <span data-testid="seen">{t('messages.message.seen')}</span> : null}
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2"
            aria-expanded={isPicking}
            onClick={() => setIsPicking(!isPicking)}
          >
            <SmilePlus aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">{t('messages.reaction.add')}</span>
          </Button>
          {isMine ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                onClick={() => {
                  setDraft(message.body);
                  setIsEditing(true);
                }}
              >
                <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">{t('messages.message.edit')}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2"
                onClick={() => setIsConfirming(true)}
              >
                <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">{t('messages.message.delete')}</span>
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {isPicking ? (
        <div className="mt-1 flex gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm">
          {REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="rounded-full px-1.5 text-base hover:bg-slate-100"
              aria-label={t('messages.reaction.with', { emoji })}
              onClick={() => {
                const mine = groups.find((g) => g.emoji === emoji)?.mineId ?? null;
                react.mutate({ emoji, mineId: mine });
                setIsPicking(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      {react.error ? <p className="text-xs text-red-700">{errorText(react.error)}</p> : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('messages.message.deleteTitle')}
        description={t('messages.message.deleteText')}
        confirmLabel={t('messages.message.delete')}
        onConfirm={() => remove.mutate()}
        isPending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
      />
    </li>
  );
}

/** A message on its way, or one that could not be sent (with retry and discard). */
export function PendingItem({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useMessagesT();
  const isFailed = message.status === 'failed';
  return (
    <li className="flex flex-col items-end" data-testid="pending-message">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm sm:max-w-[70%]',
          isFailed ? 'border border-red-300 bg-red-50 text-red-900' : 'bg-brand-400 text-white',
        )}
      >
        {message.body ? <p className="whitespace-pre-wrap break-words">{message.body}</p> : null}
        {message.files.length ? (
          <ul className="mt-1 space-y-0.5 text-xs" aria-label={t('messages.file.list')}>
            {message.files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name} (<FileSize bytes={file.size} />)
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {isFailed ? (
        <Alert variant="error" className="mt-1 p-2">
          <span>{t('messages.pending.failed')}</span>{' '}
          <Button size="sm" variant="outline" className="ml-2 h-7" onClick={onRetry}>
            {t('messages.pending.retry')}
          </Button>
          <Button size="sm" variant="ghost" className="h-7" onClick={onDiscard}>
            {t('messages.pending.discard')}
          </Button>
        </Alert>
      ) : (
        <p className="mt-0.5 text-xs text-slate-500">{t('messages.pending.sending')}</p>
      )}
    </li>
  );
}
