import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Bell, BellOff, Megaphone, Users } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Avatar, Button, SkeletonList } from '@/components/ui';
import { setConversationMuted } from '../api/conversations';
import { messagesKeys } from '../api/messages-keys';
import type { ConversationSummary } from '../api/types';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import { useThread } from '../hooks/use-thread';
import { lastSeenMessageId } from '../utils/thread-data';
import { Composer } from './composer';
import { MessageItem, PendingItem } from './message-item';

/** One conversation: its header (who, live state, mute), its messages, and the composer. */
export function ThreadView({
  conversation,
  onBack,
}: {
  conversation: ConversationSummary;
  onBack: () => void;
}) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const me = conversation.my_member_id;
  const thread = useThread(conversation.id, me);
  const messages = thread.allMessages ?? [];
  const names = new Map(thread.people.map((p) => [p.member_id, p.full_name]));
  const other = thread.people.find((p) => p.member_id === conversation.other_member_id);
  const seenId =
    conversation.kind === 'direct' ? lastSeenMessageId(messages, me, other?.last_read_at) : null;
  const isOtherOnline = Boolean(other && thread.onlineIds.includes(other.member_id));
  const typingNames = thread.typingIds.map((id) => names.get(id)).filter(Boolean) as string[];

  const mute = useMutation({
    mutationFn: (muted: boolean) => setConversationMuted(conversation.id, me, muted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
  });

  // The newest message stays in view as messages arrive; an earlier page loaded above keeps the
  // messages being read where they were.
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const newest = `${messages.at(-1)?.id ?? ''}:${thread.pending.length}`;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  const oldest = messages[0]?.id;
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    const box = list.current;
    if (box && heightBefore.current) box.scrollTop += box.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [oldest]);
  const showEarlier = () => {
    heightBefore.current = list.current?.scrollHeight ?? 0;
    thread.loadOlder.mutate();
  };

  let subtitle: string = t('messages.kind.channel', { count: thread.people.length });
  if (conversation.kind === 'announcement') subtitle = t('messages.kind.announcement');
  if (conversation.kind === 'direct')
    subtitle = isOtherOnline ? t('messages.thread.online') : t('messages.kind.direct');
  if (typingNames.length === 1) subtitle = t('messages.thread.typing', { name: typingNames[0]! });
  else if (typingNames.length > 1) subtitle = t('messages.thread.severalTyping');

  return (
    <section aria-labelledby="thread-title" className="flex min-h-0 w-full flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Button size="sm" variant="ghost" className="md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('messages.thread.back')}</span>
        </Button>
        {conversation.kind === 'direct' ? (
          <Avatar name={conversation.title} src={conversation.other_photo_url} size="sm" />
        ) : conversation.kind === 'announcement' ? (
          <Megaphone aria-hidden="true" className="h-5 w-5 text-brand-700" />
        ) : (
          <Users aria-hidden="true" className="h-5 w-5 text-brand-700" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id="thread-title" className="truncate font-semibold text-slate-900">
            {conversation.title}
          </h2>
          <p
            className="truncate text-xs text-slate-500"
            aria-live="polite"
            data-testid="thread-status"
          >
            {subtitle}
          </p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => mute.mutate(!conversation.muted)}
          isLoading={mute.isPending}
          aria-pressed={conversation.muted}
        >
          {conversation.muted ? (
            <BellOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Bell aria-hidden="true" className="h-4 w-4" />
          )}
          <span className="sr-only sm:not-sr-only">
            {conversation.muted ? t('messages.thread.unmute') : t('messages.thread.mute')}
          </span>
        </Button>
      </header>
      {mute.error ? <Alert variant="error">{errorText(mute.error)}</Alert> : null}
      <div
        ref={list}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3"
        data-testid="thread-messages"
      >
        {thread.canLoadOlder && !thread.messages.isLoading && !thread.messages.error ? (
          <div className="mb-3 flex flex-col items-center gap-2">
            <Button
              size="sm"
              variant="outline"
              isLoading={thread.loadOlder.isPending}
              onClick={showEarlier}
            >
              {t('messages.thread.earlier')}
            </Button>
            {thread.loadOlder.error ? (
              <Alert variant="error">{errorText(thread.loadOlder.error)}</Alert>
            ) : null}
          </div>
        ) : null}
        {thread.messages.isLoading ? (
          <SkeletonList rows={5} avatar label={t('messages.loading')} />
        ) : thread.messages.error ? (
          <Alert variant="error" title={t('messages.error.threadTitle')}>
            <p>{errorText(thread.messages.error)}</p>
            <Button
              className="mt-3"
              size="sm"
              variant="outline"
              onClick={() => void thread.messages.refetch()}
            >
              {t('messages.retry')}
            </Button>
          </Alert>
        ) : messages.length === 0 && thread.pending.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('messages.thread.empty')}</p>
        ) : (
          <ol className="space-y-2" aria-label={t('messages.thread.messages')}>
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                isMine={m.author_id === me}
                authorName={m.author_id ? (names.get(m.author_id) ?? '') : ''}
                showAuthor={conversation.kind !== 'direct'}
                isSeen={m.id === seenId}
                reactions={thread.reactions}
                myMemberId={me}
              />
            ))}
            {thread.pending.map((p) => (
              <PendingItem
                key={p.id}
                message={p}
                onRetry={() => thread.retry(p.id)}
                onDiscard={() => thread.discard(p.id)}
              />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      {conversation.can_post ? (
        <Composer onSend={thread.send} onTyping={thread.notifyTyping} />
      ) : (
        <p className="border-t border-slate-200 p-3 text-center text-sm text-slate-600">
          {t('messages.thread.readOnly')}
        </p>
      )}
    </section>
  );
}
