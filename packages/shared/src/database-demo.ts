import { z } from 'zod';
import { USER_TYPES } from './user-types.js';

/**
 * GET /api/database-demo: figures from one live, read-only query. Counts only, never a row
 * about a person.
 */
export const databaseDemoSchema = z.object({
  databaseKind: z.enum(['pglite', 'postgres']),
  serverVersion: z.string(),
  serverTime: z.string(),
  readOnly: z.boolean(),
  authUsers: z.number().int().nonnegative(),
  profiles: z.number().int().nonnegative(),
  profilesByType: z.array(
    z.object({
      userType: z.enum(USER_TYPES).nullable(),
      count: z.number().int().nonnegative(),
    }),
  ),
  queryLatencyMs: z.number().nonnegative(),
  sql: z.string(),
});
export type DatabaseDemo = z.infer<typeof databaseDemoSchema>;
