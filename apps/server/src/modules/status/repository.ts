import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../lib/db-types.js';

const STATEMENT_TIMEOUT_MS = 3000;

/**
 * Runs `fn` in a READ ONLY transaction with a short statement timeout: any write inside it is
 * refused by the database itself (SQLSTATE 25006), whatever the code tries.
 */
export async function withReadOnlyTransaction<T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(STATEMENT_TIMEOUT_MS)}, true)`.execute(
        trx,
      );
      return fn(trx);
    });
}

/** The query the demo runs, shown verbatim on /database-demo. */
export const DATABASE_FIGURES_SQL = `select now() as server_time,
       current_setting('transaction_read_only') = 'on' as read_only,
       current_setting('server_version') as server_version,
       (select count(*) from auth.users)::int as auth_users,
       (select count(*) from public.profiles)::int as profiles,
       (select coalesce(json_agg(t), '[]'::json) from (
          select user_type, count(*)::int as count
            from public.profiles group by user_type order by user_type
       ) t) as profiles_by_type`;

export type DatabaseFigures = {
  server_time: Date;
  read_only: boolean;
  server_version: string;
  auth_users: number;
  profiles: number;
  profiles_by_type: Array<{ user_type: string | null; count: number }>;
};

export async function readDatabaseFigures(trx: Transaction<DB>): Promise<DatabaseFigures> {
  const { rows } = await sql<DatabaseFigures>`${sql.raw(DATABASE_FIGURES_SQL)}`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('the database returned no row for the demo query');
  return row;
}
