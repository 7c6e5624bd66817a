import { BellOff, Megaphone, PenSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar, Button } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import type { ConversationSummary } from '../api/types';
import { useMessagesT } from '../hooks/use-messages-t';
import { filterConversations, unreadLabel } from '../utils/labels';
import type { MessagesMembership } from './messages-screen';
import { MessageTime } from './message-time';
import { NewAnnouncementDialog } from './new-announcement-dialog';
import { NewMessageDialog } from './new-message-dialog';
import { SearchResults } from './search-results';

const STAFF = ['owner', 'teacher', 'incharge'];

/** The caller's conversations: search, start a new one, unread counts and the last message. */
export function ConversationList({
  conversations,
  membership,
  openId,
  onOpen,
}: {
  conversations: ConversationSummary[];
  membership: MessagesMembership;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const t = useMessagesT();
  const [term, setTerm] = useState('');
  const [dialog, setDialog] = useState<'direct' | 'announcement' | null>(null);
  const shown = filterConversations(conversations, term);

  return (
    <section aria-labelledby="conversations-title" className="flex min-h-0 w-full flex-col">
      <div className="space-y-3 border-b border-slate-200 p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="conversations-title" className="font-semibold text-slate-900">
            {t('messages.list.title')}
          </h2>
          <div className="flex gap-1">
            {STAFF.includes(membership.role) ? (
              <Button
                size="sm"
                variant="outline"
                title={t('messages.list.announce')}
                onClick={() => setDialog('announcement')}
              >
                <Megaphone aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('messages.list.announce')}</span>
              </Button>
            ) : null}
            <Button size="sm" onClick={() => setDialog('direct')}>
              <PenSquare aria-hidden="true" className="h-4 w-4" />
              {t('messages.list.new')}
            </Button>
          </div>
        </div>
        <SearchInput
          aria-label={t('messages.list.search')}
          placeholder={t('messages.list.searchPlaceholder')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.length === 0 ? (
          <div className="space-y-3 p-6 text-center text-sm text-slate-600">
            <p className="font-medium text-slate-900">{t('messages.list.emptyTitle')}</p>
            <p>{t('messages.list.emptyText')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">{t('messages.list.noMatch')}</p>
        ) : (
          <ul aria-label={t('messages.list.title')} className="divide-y divide-slate-100">
            {shown.map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} isOpen={c.id === openId} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
        <SearchResults term={term} conversations={conversations} onOpen={onOpen} />
      </div>
      <NewMessageDialog
        open={dialog === 'direct'}
        onOpenChange={(next) => setDialog(next ? 'direct' : null)}
        membership={membership}
        onStarted={onOpen}
      />
      {STAFF.includes(membership.role) ? (
        <NewAnnouncementDialog
          open={dialog === 'announcement'}
          onOpenChange={(next) => setDialog(next ? 'announcement' : null)}
          membership={membership}
          conversations={conversations}
          onOpened={onOpen}
        />
      ) : null}
    </section>
  );
}

function ConversationRow({
  conversation: c,
  isOpen,
  onOpen,
}: {
  conversation: ConversationSummary;
  isOpen: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useMessagesT();
  const isMine = c.last_author_id === c.my_member_id;
  let preview = t('messages.list.noMessages');
  const body = c.last_body || t('messages.list.file');
  if (c.last_message_id)
    preview = c.last_deleted
      ? t('messages.message.deleted')
      : isMine
        ? t('messages.list.fromMe', { body })
        : c.kind === 'direct'
          ? body
          : t('messages.list.fromOther', { name: c.last_author_name ?? '', body });
  return (
    <button
      type="button"
      onClick={() => onOpen(c.id)}
      aria-current={isOpen ? 'true' : undefined}
      className={cn(
        'flex w-full items-start gap-3 p-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
        isOpen && 'bg-brand-50',
      )}
    >
      <ConversationIcon conversation={c} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'truncate text-slate-900',
              c.unread > 0 && !c.muted ? 'font-semibold' : 'font-medium',
            )}
          >
            {c.title}
          </span>
          {c.last_at ? (
            <span className="shrink-0 text-xs text-slate-500">
              <MessageTime at={c.last_at} short />
            </span>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600">
            {c.kind === 'announcement' ? `${t('messages.kind.announcement')} · ` : null}
            {preview}
          </span>
          <span className="flex shrink-0 items-center gap-1">
            {c.muted ? (
              <BellOff
                aria-label={t('messages.list.muted')}
                className="h-3.5 w-3.5 text-slate-400"
              />
            ) : null}
            {c.unread > 0 ? (
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-center text-xs font-semibold text-white',
                  c.muted ? 'bg-slate-400' : 'bg-brand-600',
                )}
                aria-label={t('messages.list.unread', { count: c.unread })}
                data-testid="unread-count"
              >
                {unreadLabel(c.unread)}
              </span>
            ) : null}
          </span>
        </span>
      </span>
    </button>
  );
}

function ConversationIcon({ conversation: c }: { conversation: ConversationSummary }) {
  if (c.kind === 'direct') return <Avatar name={c.title} src={c.other_photo_url} size="md" />;
  const Icon = c.kind === 'announcement' ? Megaphone : Users;
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}
