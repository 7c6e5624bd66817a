import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { DB } from './db-types.js';

type Counted = { hits: number; ttl: number };

/**
 * A @fastify/rate-limit store in PostgreSQL (`private.rate_limits`, migration 0043), so every
 * server process on one database counts the same hits: one statement per hit opens a window,
 * counts within it, or starts a new one when it has passed, and answers the count and the time
 * left. Route limits get their own key space (method and URL), as the plugin's own stores do.
 */
export function postgresRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  class PostgresStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(options: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = options.routeInfo;
      // A route's limit is keyed by its method and URL; a limiter made with app.rateLimit() has
      // no route, so by its place in the order of creation (the same in every process).
      const scope = route?.method
        ? `${String(route.method)}${String(route.url)}`
        : `limiter${++made}`;
      return new PostgresStore(undefined, `${this.prefix}${scope}-`);
    }
  }
  let made = 0;
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}

/** Counts one hit of `key` in a window of `windowMs`: the hits so far and the ms left. */
export async function countHit(db: Kysely<DB>, key: string, windowMs: number): Promise<Counted> {
  const { rows } = await sql<Counted>`
    insert into private.rate_limits as r (key, hits, resets_at)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.resets_at <= clock_timestamp() then 1 else r.hits + 1 end,
      resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at
                       else r.resets_at end
    returning hits,
              greatest(0, ceil(extract(epoch from r.resets_at - clock_timestamp()) * 1000))::int
                as ttl`.execute(db);
  return rows[0]!;
}

/** Forgets windows that ended more than an hour ago (the table stays as small as its traffic). */
export async function purgeRateLimits(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    delete from private.rate_limits where resets_at < clock_timestamp() - interval '1 hour'`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}
