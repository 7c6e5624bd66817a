import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db.js';

type Handler = (payload: string) => void;
type Listener = { onMessage: Handler; onResume?: () => void };

/**
 * Postgres LISTEN/NOTIFY fanned out inside this process. Triggers announce changes (attendance
 * records, enrolled faces); every server instance listens, so N instances behind a load balancer
 * all see every change.
 */
export class Notifications {
  private readonly handlers = new Map<string, Set<Listener>>();
  private readonly stops: Array<() => Promise<void>> = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Starts listening on a channel (once) and calls `handler` for each message, and `onResume`
   * when the listening connection came back after a loss (messages may have been missed: drop
   * whatever was cached from them).
   */
  async on(channel: string, handler: Handler, onResume?: () => void): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const listeners = set;
      const each = (call: (listener: Listener) => void) => {
        for (const listener of listeners) {
          try {
            call(listener);
          } catch (error) {
            this.log.error({ err: error, channel }, 'notification handler failed');
          }
        }
      };
      this.stops.push(
        await this.database.listen(
          channel,
          (payload) => each((listener) => listener.onMessage(payload)),
          () => {
            this.log.warn({ channel }, 'listening again after a lost database connection');
            each((listener) => listener.onResume?.());
          },
        ),
      );
    }
    const listener: Listener = { onMessage: handler, onResume };
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop().catch(() => undefined)));
    this.handlers.clear();
  }
}
