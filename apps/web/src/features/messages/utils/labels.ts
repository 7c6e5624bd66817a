import type { ConversationSummary } from '../api/types';

/** Unread counts are capped at 100 by the server: shown as "99+". */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** Server refusals that carry a stable key (the `hint` of the database's exception). */
export const KNOWN_REFUSALS = [
  'messages.outsider',
  'messages.self',
  'messages.no_account',
  'messages.cannot_announce',
  'messages.cannot_post',
  'messages.deleted',
  'messages.not_member',
  'messages.bad_attachment',
] as const;
export type KnownRefusal = (typeof KNOWN_REFUSALS)[number];

export function refusalOf(error: unknown): KnownRefusal | null {
  const hint = (error as { hint?: unknown } | null)?.hint;
  return KNOWN_REFUSALS.find((key) => key === hint) ?? null;
}

/** Conversations whose title or last message matches the words typed, case-insensitively. */
export function filterConversations(list: ConversationSummary[], term: string) {
  const words = term.trim().toLowerCase();
  if (!words) return list;
  return list.filter(
    (c) =>
      c.title.toLowerCase().includes(words) ||
      (!c.last_deleted && (c.last_body ?? '').toLowerCase().includes(words)),
  );
}
