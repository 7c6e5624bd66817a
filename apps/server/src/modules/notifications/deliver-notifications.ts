import type { AppContext } from '../../app-context.js';
import {
  type Channel,
  claimDelivery,
  type ClaimedDelivery,
  finishDelivery,
  waitingDeliveries,
} from './claim-delivery.js';

const SWEEP_EVERY_MS = 60_000;

export type Senders = Record<Channel, (claimed: ClaimedDelivery) => Promise<void>>;

/**
 * Sends notifications outside the app (e-mail, Web Push): each is a pending
 * `notification_deliveries` row. A NOTIFY from private.notify_people() wakes every instance;
 * each tries to claim the row, so exactly one sends it. A sweep at start (and every minute with
 * background jobs) picks up what was written while no instance listened.
 */
export class NotificationDelivery {
  private readonly stops: Array<() => void> = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly senders: Senders,
  ) {}

  async start(options: { sweepPeriodically: boolean }): Promise<void> {
    for (const channel of ['email', 'push'] as const)
      this.stops.push(
        await this.ctx.notifications.on(
          `notification_${channel}`,
          (id) => this.track(this.deliver(id)),
          () => this.track(this.sweep()),
        ),
      );
    this.track(this.sweep());
    if (options.sweepPeriodically) {
      this.timer = setInterval(() => this.track(this.sweep()), SWEEP_EVERY_MS);
      this.timer.unref();
    }
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Sends everything waiting (and retries stale claims); resolves when done. */
  async sweep(): Promise<void> {
    for (const id of await waitingDeliveries(this.ctx.database.pool)) await this.deliver(id, true);
  }

  /** Claims one delivery and sends it; another instance's claim wins silently. */
  async deliver(id: string, retryStale = false): Promise<void> {
    const claimed = await claimDelivery(this.ctx.database.pool, id, retryStale);
    if (!claimed) return;
    let error: string | null = null;
    try {
      await this.senders[claimed.channel](claimed);
    } catch (thrown) {
      error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 500);
      this.ctx.log.warn(
        { err: thrown, delivery: id, channel: claimed.channel },
        'notification not delivered',
      );
    }
    await finishDelivery(this.ctx.database.pool, id, error);
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'notification delivery failed'),
    );
    this.running.add(guarded);
    void guarded.finally(() => this.running.delete(guarded));
  }
}
