import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Whom an /api operation acts for: a signed-in person, a kiosk device, or both (a person scanned
 * at a kiosk started by a teacher), or nobody (the server's own background jobs).
 */
export type Actor = { userId: string | null; deviceId?: string | null };

/**
 * Runs `fn` in one transaction whose row changes the audit log attributes to `actor`. The /api
 * operations write as the database owner, so the triggers cannot know the caller from JWT claims
 * as they do for the data API; the transaction-local settings tell them instead.
 */
export function asActor<D, T>(
  db: Kysely<D>,
  actor: Actor,
  fn: (trx: Transaction<D>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('audit.actor_id', ${actor.userId ?? ''}, true),
                     set_config('audit.device_id', ${actor.deviceId ?? ''}, true)`.execute(trx);
    return fn(trx);
  });
}
