import { useQuery } from '@tanstack/react-query';
import { useSettledValue } from '@/lib/use-settled-value';
import { Button, SkeletonList } from '@/components/ui';
import { messagesKeys } from '../api/messages-keys';
import { cleanSearch, searchMessages } from '../api/search';
import type { ConversationSummary } from '../api/types';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import { MessageTime } from './message-time';

/** Messages of the caller's own conversations containing the words typed (two letters or more). */
export function SearchResults({
  term,
  conversations,
  onOpen,
}: {
  term: string;
  conversations: ConversationSummary[];
  onOpen: (id: string) => void;
}) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const words = useSettledValue(cleanSearch(term), 300);
  const results = useQuery({
    queryKey: messagesKeys.search(words),
    queryFn: () => searchMessages(words),
    enabled: words.length >= 2,
  });
  if (words.length < 2) return null;
  const titles = new Map(conversations.map((c) => [c.id, c.title]));
  return (
    <section aria-labelledby="message-search-title" className="border-t border-slate-200 p-3">
      <h3 id="message-search-title" className="text-sm font-semibold text-slate-700">
        {t('messages.search.title')}
      </h3>
      {results.isLoading ? (
        <SkeletonList rows={3} label={t('messages.search.searching')} />
      ) : results.error ? (
        <p className="text-sm text-red-700">
          {errorText(results.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
            {t('messages.retry')}
          </Button>
        </p>
      ) : !results.data?.length ? (
        <p className="text-sm text-slate-600">{t('messages.search.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {results.data.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="w-full rounded-lg p-2 text-left text-sm hover:bg-slate-50"
                onClick={() => onOpen(m.conversation_id)}
              >
                <span className="flex justify-between gap-2 text-xs text-slate-500">
                  <span className="truncate">{titles.get(m.conversation_id) ?? ''}</span>
                  <MessageTime at={m.created_at} short />
                </span>
                <span className="line-clamp-2 text-slate-800">{m.body}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
