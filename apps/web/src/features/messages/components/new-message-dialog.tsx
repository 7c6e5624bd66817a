import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettledValue } from '@/lib/use-settled-value';
import { Alert, Avatar, Button, Dialog, SkeletonList } from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { startDirectConversation } from '../api/conversations';
import { fetchMessageable } from '../api/directory';
import { messagesKeys } from '../api/messages-keys';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import type { MessagesMembership } from './messages-screen';
import { RoleLabel } from './role-label';

/** Picks someone of the organisation to write to; opens (or makes) that direct conversation. */
export function NewMessageDialog({
  open,
  onOpenChange,
  membership,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  membership: MessagesMembership;
  onStarted: (conversationId: string) => void;
}) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const term = useSettledValue(search.trim(), 250);
  const people = useQuery({
    queryKey: messagesKeys.directory(membership.org_id, term),
    queryFn: () => fetchMessageable(membership.org_id, membership.id, term),
    enabled: open,
  });
  const start = useMutation({
    mutationFn: startDirectConversation,
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      onOpenChange(false);
      onStarted(id);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) start.reset();
        onOpenChange(next);
      }}
      title={t('messages.new.title')}
      description={t('messages.new.description')}
    >
      <div className="space-y-3">
        <SearchInput
          aria-label={t('messages.new.search')}
          placeholder={t('messages.new.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoFocus
        />
        {start.error ? <Alert variant="error">{errorText(start.error)}</Alert> : null}
        {people.isLoading ? (
          <SkeletonList rows={5} avatar label={t('messages.loading')} />
        ) : people.error ? (
          <Alert variant="error">
            <p>{errorText(people.error)}</p>
            <Button
              className="mt-3"
              size="sm"
              variant="outline"
              onClick={() => void people.refetch()}
            >
              {t('messages.retry')}
            </Button>
          </Alert>
        ) : !people.data?.length ? (
          <p className="text-sm text-slate-600">
            {term ? t('messages.new.noMatch') : t('messages.new.nobody')}
          </p>
        ) : (
          <ul
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto"
            aria-label={t('messages.new.people')}
          >
            {people.data.map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  disabled={start.isPending}
                  onClick={() => start.mutate(person.id)}
                  className="flex w-full items-center gap-3 p-2 text-left hover:bg-slate-50 disabled:opacity-60"
                >
                  <Avatar name={person.full_name} src={person.photo_url} size="sm" />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                    {person.full_name}
                  </span>
                  <span className="text-xs text-slate-500">
                    <RoleLabel role={person.role} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
