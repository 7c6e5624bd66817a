/** Query keys of the tasks feature, from one place. */
export const tasksKeys = {
  all: ['tasks'] as const,
  boards: (userId: string) => ['tasks', 'boards', userId] as const,
  board: (boardId: string) => ['tasks', 'board', boardId] as const,
  card: (cardId: string) => ['tasks', 'card', cardId] as const,
  attachments: (cardId: string) => ['tasks', 'attachments', cardId] as const,
  mentionable: (cardId: string, search: string) =>
    ['tasks', 'mentionable', cardId, search] as const,
  classTasks: (boardId: string) => ['tasks', 'class-tasks', boardId] as const,
  people: (orgId: string, search: string) => ['tasks', 'people', orgId, search] as const,
  boardMembers: (boardId: string) => ['tasks', 'board-members', boardId] as const,
  accounts: (orgId: string, search: string) => ['tasks', 'accounts', orgId, search] as const,
  myMembers: (userId: string) => ['tasks', 'my-members', userId] as const,
};
