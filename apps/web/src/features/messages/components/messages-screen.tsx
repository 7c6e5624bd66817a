import { deviceZone } from '@ias/shared';
import { useSearchParams } from 'react-router';
import { Alert, Button } from '@/components/ui';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { cn } from '@/lib/cn';
import { useConversations } from '../hooks/use-conversations';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import { ConversationList } from './conversation-list';
import { MessagesZone } from './message-time';
import { ThreadView } from './thread-view';

export type MessagesMembership = {
  id: string;
  org_id: string;
  role: string;
  full_name: string;
  /** The organisation, whose zone the times are shown in. */
  organization?: { timezone: string } | null;
};

/** The list beside the conversation, the same box loading or loaded (nothing jumps). */
const FRAME =
  'grid h-[calc(100dvh-15rem)] min-h-[22rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white md:h-[calc(100dvh-17rem)] md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]';

/** While the conversations load: the list's rows in outline, in the final frame. */
export function MessagesSkeleton({ label }: { label: string }) {
  return (
    <div className={FRAME} role="status" aria-busy="true" data-testid="messages-skeleton">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="space-y-1 p-3 md:border-r md:border-slate-200">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="flex items-center gap-3 rounded-lg px-2 py-2.5">
            <span className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-slate-200" />
            <span className="flex-1 space-y-2">
              <span className="block h-3.5 w-2/3 animate-pulse rounded bg-slate-200" />
              <span className="block h-3 w-5/6 animate-pulse rounded bg-slate-100" />
            </span>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="hidden md:block" />
    </div>
  );
}

/**
 * The conversation list beside the open conversation; on a phone one at a time (the list, or the
 * conversation with a way back). The open conversation is in the address (?c=…).
 */
export function MessagesScreen({ membership }: { membership: MessagesMembership }) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const conversations = useConversations(membership.org_id, membership.id);
  const timeZone = membership.organization?.timezone ?? deviceZone();
  const open = conversations.data?.find((c) => c.id === openId) ?? null;
  const choose = (id: string | null) =>
    setParams(id ? { c: id } : {}, { replace: Boolean(openId) && Boolean(id) });

  if (conversations.isLoading) return <MessagesSkeleton label={t('messages.loading')} />;
  if (conversations.error)
    return (
      <Alert variant="error" title={t('messages.error.listTitle')}>
        <p>{errorText(conversations.error)}</p>
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          onClick={() => void conversations.refetch()}
        >
          {t('messages.retry')}
        </Button>
      </Alert>
    );

  return (
    <MessagesZone.Provider value={timeZone}>
      <ZoneNote timeZone={timeZone} className="mb-2" />
      <div className={FRAME}>
        <div
          className={cn(
            'min-h-0 min-w-0 border-slate-200 md:border-r',
            openId ? 'hidden md:flex' : 'flex',
          )}
        >
          <ConversationList
            conversations={conversations.data ?? []}
            membership={membership}
            openId={openId}
            onOpen={choose}
          />
        </div>
        <div className={cn('min-h-0 min-w-0', openId ? 'flex' : 'hidden md:flex')}>
          {open ? (
            <ThreadView key={open.id} conversation={open} onBack={() => choose(null)} />
          ) : openId ? (
            <div className="m-auto max-w-sm p-6 text-center text-sm text-slate-600">
              <p>{t('messages.thread.notFound')}</p>
              <Button className="mt-3" size="sm" variant="outline" onClick={() => choose(null)}>
                {t('messages.thread.back')}
              </Button>
            </div>
          ) : (
            <p className="m-auto max-w-sm p-6 text-center text-sm text-slate-600">
              {t('messages.thread.choose')}
            </p>
          )}
        </div>
      </div>
    </MessagesZone.Provider>
  );
}
