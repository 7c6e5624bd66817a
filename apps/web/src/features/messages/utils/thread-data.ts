/** Adds `item` to `list`, or replaces the entry with its id (keeping its place). */
export function upsertById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index === -1) return [...list, item];
  const copy = [...list];
  copy[index] = item;
  return copy;
}

/** Reactions of one message grouped by emoji: how many, and the caller's own (to take back). */
export function groupReactions(
  reactions: ReadonlyArray<{ id: string; message_id: string; member_id: string; emoji: string }>,
  messageId: string,
  myMemberId: string,
): Array<{ emoji: string; count: number; mineId: string | null }> {
  const groups = new Map<string, { emoji: string; count: number; mineId: string | null }>();
  for (const r of reactions) {
    if (r.message_id !== messageId) continue;
    const group = groups.get(r.emoji) ?? { emoji: r.emoji, count: 0, mineId: null };
    group.count += 1;
    if (r.member_id === myMemberId) group.mineId = r.id;
    groups.set(r.emoji, group);
  }
  return [...groups.values()];
}

/** The caller's last message the other person of a direct conversation has read, if any. */
export function lastSeenMessageId(
  messages: ReadonlyArray<{ id: string; author_id: string | null; created_at: string }>,
  myMemberId: string,
  otherReadAt: string | null | undefined,
): string | null {
  if (!otherReadAt) return null;
  const readAt = new Date(otherReadAt).getTime();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.author_id !== myMemberId) continue;
    if (new Date(message.created_at).getTime() <= readAt) return message.id;
  }
  return null;
}
