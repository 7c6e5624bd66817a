/** Query keys of the messages feature, from one place. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
  people: (conversationId: string) => ['messages', 'people', conversationId] as const,
  reactions: (conversationId: string) => ['messages', 'reactions', conversationId] as const,
  search: (term: string) => ['messages', 'search', term] as const,
  directory: (orgId: string, term: string) => ['messages', 'directory', orgId, term] as const,
  audiences: () => ['messages', 'audiences'] as const,
};
