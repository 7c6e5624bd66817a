/** Query keys of the notifications feature, from one place. */
export const notificationsKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  latest: (userId: string) => ['notifications', userId, 'latest'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};
