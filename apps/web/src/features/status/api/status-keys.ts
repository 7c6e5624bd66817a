/** Query keys of the status feature. */
export const statusKeys = {
  all: ['status'] as const,
  check: () => [...statusKeys.all, 'check'] as const,
  databaseDemo: () => [...statusKeys.all, 'database-demo'] as const,
};
