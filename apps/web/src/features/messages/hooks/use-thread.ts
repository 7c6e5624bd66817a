import type { RealtimeChannel } from '@supabase/supabase-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchConversationPeople, markConversationRead } from '../api/conversations';
import { closeChannel, type LiveChange, openConversationChannel } from '../api/live';
import { messagesKeys } from '../api/messages-keys';
import {
  fetchMessages,
  fetchMessagesBefore,
  fetchReactions,
  sendMessage,
  THREAD_PAGE_SIZE,
} from '../api/thread';
import type { ConversationPerson, Message, PendingMessage, Reaction } from '../api/types';
import { upsertById } from '../utils/thread-data';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2500;

/**
 * One open conversation: its messages, reactions and people, kept live on one realtime channel
 * (changes, typing broadcasts, presence); messages being sent (optimistic, retried by hand); and
 * the read mark, moved whenever the page shows new messages. The latest page of messages is one
 * query; earlier pages, loaded on request, are kept beside it (and kept live too).
 */
export function useThread(conversationId: string, myMemberId: string) {
  const queryClient = useQueryClient();
  const threadKey = messagesKeys.thread(conversationId);
  const messages = useQuery({
    queryKey: threadKey,
    queryFn: () => fetchMessages(conversationId),
  });
  const reactions = useQuery({
    queryKey: messagesKeys.reactions(conversationId),
    queryFn: () => fetchReactions(conversationId),
  });
  const people = useQuery({
    queryKey: messagesKeys.people(conversationId),
    queryFn: () => fetchConversationPeople(conversationId),
  });
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typing, setTyping] = useState<Record<string, number>>({});
  const [online, setOnline] = useState<string[]>([]);
  const [isLive, setIsLive] = useState(false);
  const channel = useRef<RealtimeChannel | null>(null);
  const lastTypingSent = useRef(0);
  const [older, setOlder] = useState<Message[]>([]);
  const [isOlderComplete, setIsOlderComplete] = useState(false);
  const olderIds = useRef(new Set<string>());

  useEffect(() => {
    setOlder([]);
    setIsOlderComplete(false);
    olderIds.current = new Set();
  }, [conversationId]);

  const latest = messages.data;
  const loadOlder = useMutation({
    mutationFn: () => {
      const oldest = older[0] ?? latest?.[0];
      return oldest ? fetchMessagesBefore(conversationId, oldest.created_at) : Promise.resolve([]);
    },
    onSuccess: (page) => {
      for (const message of page) olderIds.current.add(message.id);
      setOlder((list) => [...page, ...list]);
      if (page.length < THREAD_PAGE_SIZE) setIsOlderComplete(true);
    },
  });
  const allMessages = useMemo(() => {
    if (!latest) return undefined;
    const shown = new Set(latest.map((m) => m.id));
    return [...older.filter((m) => !shown.has(m.id)), ...latest];
  }, [older, latest]);
  const canLoadOlder =
    !isOlderComplete && (older.length > 0 || (latest?.length ?? 0) >= THREAD_PAGE_SIZE);

  /**
   * Shows `message` in the latest page at once. A read of the page already under way may have
   * begun before the message was saved, and its answer would replace the page without it, so that
   * read is dropped and the page read again.
   */
  const placeInLatest = useCallback(
    (message: Message) => {
      queryClient.setQueryData<Message[]>(threadKey, (old) => upsertById(old ?? [], message));
      if (queryClient.isFetching({ queryKey: threadKey, exact: true }) > 0)
        void queryClient.invalidateQueries({ queryKey: threadKey, exact: true });
    },
    [conversationId, queryClient],
  );

  useEffect(() => {
    let isClosed = false;
    const onMessage = (change: LiveChange) => {
      if (change.eventType === 'DELETE') return;
      const message = change.new as Message;
      // An edit or deletion of an earlier page's message stays in its place there.
      if (olderIds.current.has(message.id))
        setOlder((list) => list.map((m) => (m.id === message.id ? message : m)));
      else placeInLatest(message);
      setPending((list) => list.filter((p) => p.id !== message.id));
      setTyping((now) => {
        if (!message.author_id || !(message.author_id in now)) return now;
        const { [message.author_id]: _gone, ...rest } = now;
        return rest;
      });
    };
    const onReaction = (change: LiveChange) =>
      queryClient.setQueryData<Reaction[]>(messagesKeys.reactions(conversationId), (old = []) =>
        change.eventType === 'DELETE'
          ? old.filter((r) => r.id !== change.old.id)
          : upsertById(old, change.new as Reaction),
      );
    const onReadState = (change: LiveChange) => {
      if (change.eventType !== 'UPDATE') return;
      const row = change.new as { member_id: string; last_read_at: string };
      queryClient.setQueryData<ConversationPerson[]>(
        messagesKeys.people(conversationId),
        (old = []) =>
          old.map((p) =>
            p.member_id === row.member_id ? { ...p, last_read_at: row.last_read_at } : p,
          ),
      );
    };
    const opening = openConversationChannel(conversationId, myMemberId, {
      onMessage,
      onReaction,
      onReadState,
      onTyping: ({ member_id }) =>
        member_id !== myMemberId &&
        setTyping((now) => ({ ...now, [member_id]: Date.now() + TYPING_SHOWN_MS })),
      onPresence: setOnline,
      onStatus: (live) => {
        setIsLive(live);
        // Whatever happened while not subscribed is read again.
        if (live) void queryClient.invalidateQueries({ queryKey: threadKey });
      },
    });
    void opening.then((c) => {
      if (isClosed) void closeChannel(c);
      else channel.current = c;
    });
    return () => {
      isClosed = true;
      channel.current = null;
      void opening.then((c) => closeChannel(c)).catch(() => undefined);
    };
  }, [conversationId, myMemberId, queryClient, placeInLatest]);

  // Typing notes fade on their own.
  useEffect(() => {
    const ids = Object.keys(typing);
    if (ids.length === 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((all) =>
        Object.fromEntries(Object.entries(all).filter(([, until]) => until > now)),
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [typing]);

  // Reading: whenever messages are on screen in a visible page, the read mark moves up.
  const newest = messages.data?.at(-1)?.id;
  useEffect(() => {
    if (!newest || document.visibilityState !== 'visible') return;
    const timer = setTimeout(() => {
      void markConversationRead(conversationId)
        .then(() => queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }))
        .catch(() => undefined);
    }, 300);
    return () => clearTimeout(timer);
  }, [newest, conversationId, queryClient]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      setPending((list) => upsertById(list, { ...message, status: 'sending' }));
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        setPending((list) => upsertById(list, { ...message, status: 'failed' }));
        return;
      }
      try {
        const sent = await sendMessage({
          id: message.id,
          conversationId: message.conversation_id,
          body: message.body,
          files: message.files,
        });
        if (sent) placeInLatest(sent);
        else await queryClient.invalidateQueries({ queryKey: threadKey });
        setPending((list) => list.filter((p) => p.id !== message.id));
      } catch {
        setPending((list) => upsertById(list, { ...message, status: 'failed' }));
      }
    },
    [conversationId, queryClient, placeInLatest],
  );

  const send = useCallback(
    (body: string, files: File[] = []) =>
      deliver({
        id: crypto.randomUUID(),
        conversation_id: conversationId,
        body,
        files,
        created_at: new Date().toISOString(),
        status: 'sending',
      }),
    [conversationId, deliver],
  );
  const retry = useCallback(
    (id: string) => {
      const message = pending.find((p) => p.id === id);
      if (message) void deliver(message);
    },
    [pending, deliver],
  );
  const discard = useCallback(
    (id: string) => setPending((list) => list.filter((p) => p.id !== id)),
    [],
  );
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (!channel.current || now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    void channel.current.send({
      type: 'broadcast',
      event: 'typing',
      payload: { member_id: myMemberId },
    });
  }, [myMemberId]);

  return {
    messages,
    /** Earlier pages and the latest page, oldest first (undefined while the latest loads). */
    allMessages,
    canLoadOlder,
    loadOlder,
    reactions: reactions.data ?? [],
    people: people.data ?? [],
    pending,
    typingIds: Object.keys(typing),
    onlineIds: online,
    isLive,
    send,
    retry,
    discard,
    notifyTyping,
  };
}
