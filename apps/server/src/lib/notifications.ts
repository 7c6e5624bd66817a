import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db.js';

type Handler = (payload: string) => void;

/**
 * Postgres LISTEN/NOTIFY fanned out inside this process. Triggers announce changes (attendance
 * records, enrolled faces); every server instance listens, so N instances behind a load balancer
 * all see every change.
 */
export class Notifications {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stops: Array<() => Promise<void>> = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening on a channel (once) and calls `handler` for each message. */
  async on(channel: string, handler: Handler): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const listeners = set;
      this.stops.push(
        await this.database.listen(channel, (payload) => {
          for (const listener of listeners) {
            try {
              listener(payload);
            } catch (error) {
              this.log.error({ err: error, channel }, 'notification handler failed');
            }
          }
        }),
      );
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop().catch(() => undefined)));
    this.handlers.clear();
  }
}
