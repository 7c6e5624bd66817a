import type { FastifyBaseLogger } from 'fastify';
import { type DatabaseDemo, isUserType, USER_TYPES } from '@ias/shared';
import type { Database } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import {
  DATABASE_FIGURES_SQL,
  readDatabaseFigures,
  withReadOnlyTransaction,
} from './repository.js';

/**
 * Runs the live demo query inside a read-only transaction and reports counts, the server time
 * and how long the round trip to the database took. Every user type is listed, with zeros.
 */
export async function getDatabaseDemo(
  database: Database,
  log: FastifyBaseLogger,
): Promise<DatabaseDemo> {
  const started = performance.now();
  let figures;
  try {
    figures = await withReadOnlyTransaction(database.db, readDatabaseFigures);
  } catch (error) {
    log.error({ err: error }, 'database demo query failed');
    throw new AppError(
      503,
      'database_unavailable',
      'The database did not answer the demo query. Please try again in a moment.',
      {},
      { 'retry-after': '15' },
    );
  }
  const queryLatencyMs = Math.round((performance.now() - started) * 10) / 10;

  const counts = new Map(figures.profiles_by_type.map((row) => [row.user_type, row.count]));
  const unset = [...counts.entries()]
    .filter(([type]) => !isUserType(type))
    .reduce((sum, [, count]) => sum + count, 0);

  return {
    databaseKind: database.kind,
    serverVersion: figures.server_version,
    serverTime: new Date(figures.server_time).toISOString(),
    readOnly: figures.read_only,
    authUsers: figures.auth_users,
    profiles: figures.profiles,
    profilesByType: [
      ...USER_TYPES.map((userType) => ({ userType, count: counts.get(userType) ?? 0 })),
      { userType: null, count: unset },
    ],
    queryLatencyMs,
    sql: DATABASE_FIGURES_SQL,
  };
}
