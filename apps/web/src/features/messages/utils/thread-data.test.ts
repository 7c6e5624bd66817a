import { describe, expect, it } from 'vitest';
import { filterConversations, refusalOf, unreadLabel } from './labels';
import { groupReactions, lastSeenMessageId, upsertById } from './thread-data';

describe('thread data', () => {
  it('adds a message once and replaces it in place when it changes', () => {
    const list = [
      { id: 'a', body: 'one' },
      { id: 'b', body: 'two' },
    ];
    expect(upsertById(list, { id: 'c', body: 'three' }).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(upsertById(list, { id: 'a', body: 'edited' })).toEqual([
      { id: 'a', body: 'edited' },
      { id: 'b', body: 'two' },
    ]);
  });

  it('groups reactions by emoji and finds the caller’s own', () => {
    const reactions = [
      { id: '1', message_id: 'm', member_id: 'me', emoji: '👍' },
      { id: '2', message_id: 'm', member_id: 'you', emoji: '👍' },
      { id: '3', message_id: 'm', member_id: 'you', emoji: '🙏' },
      { id: '4', message_id: 'other', member_id: 'me', emoji: '👍' },
    ];
    expect(groupReactions(reactions, 'm', 'me')).toEqual([
      { emoji: '👍', count: 2, mineId: '1' },
      { emoji: '🙏', count: 1, mineId: null },
    ]);
  });

  it('marks as seen the caller’s last message the other person has read', () => {
    const messages = [
      { id: '1', author_id: 'me', created_at: '2026-11-26T09:00:00Z' },
      { id: '2', author_id: 'you', created_at: '2026-11-26T09:01:00Z' },
      { id: '3', author_id: 'me', created_at: '2026-11-26T09:02:00Z' },
    ];
    expect(lastSeenMessageId(messages, 'me', '2026-11-26T09:01:30Z')).toBe('1');
    expect(lastSeenMessageId(messages, 'me', '2026-11-26T09:02:00Z')).toBe('3');
    expect(lastSeenMessageId(messages, 'me', '2026-11-26T08:00:00Z')).toBeNull();
    expect(lastSeenMessageId(messages, 'me', null)).toBeNull();
  });

  it('labels unread counts, known refusals and filters conversations by title or message', () => {
    expect(unreadLabel(3)).toBe('3');
    expect(unreadLabel(100)).toBe('99+');
    expect(refusalOf({ hint: 'messages.outsider' })).toBe('messages.outsider');
    expect(refusalOf({ hint: 'something else' })).toBeNull();
    expect(refusalOf(null)).toBeNull();
    const base = { last_deleted: false } as const;
    const list = [
      { ...base, title: 'Class 9-B', last_body: 'Test on Monday' },
      { ...base, title: 'Meera Nair', last_body: 'See you' },
    ] as never[];
    expect(filterConversations(list, 'monday')).toEqual([list[0]]);
    expect(filterConversations(list, 'MEERA')).toEqual([list[1]]);
    expect(filterConversations(list, '  ')).toEqual(list);
  });
});
