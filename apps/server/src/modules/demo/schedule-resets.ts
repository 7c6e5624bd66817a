import type { FastifyBaseLogger } from 'fastify';

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits check in again. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Checking a little after the copy turns stale, so the age check agrees it is stale. */
const SLACK_MS = 5_000;
const RETRY_MS = 5 * 60_000;

export type ResetCheck = (
  ifOlderThanHours: number,
) => Promise<{ didReset: boolean; resetAt: Date }>;

export type DemoResetScheduler = {
  /** Checks at once (a missing or stale demo is reset), then whenever the copy turns stale. */
  start(): void;
  /** Cancels the timer and waits for a reset in progress to commit. */
  stop(): Promise<void>;
};

/**
 * Keeps the demo no older than `hours`. Each check runs under the reset lock and re-reads the
 * age, so several server instances on one database reset it once per period between them.
 * Timers are unref'd: they never keep the process alive.
 */
export function scheduleDemoResets(options: {
  hours: number;
  check: ResetCheck;
  log: FastifyBaseLogger;
  retryMs?: number;
}): DemoResetScheduler {
  const periodMs = options.hours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const planNext = (delayMs: number) => {
    if (isStopped) return;
    timer = setTimeout(run, Math.min(Math.max(delayMs, 0), MAX_TIMER_MS));
    timer.unref();
  };

  function run() {
    timer = undefined;
    running = (async () => {
      try {
        const outcome = await options.check(options.hours);
        if (outcome.didReset) options.log.info({ resetAt: outcome.resetAt }, 'demo data reset');
        planNext(outcome.resetAt.getTime() + periodMs - Date.now() + SLACK_MS);
      } catch (error) {
        options.log.error({ err: error }, 'demo reset failed; trying again in a few minutes');
        planNext(options.retryMs ?? RETRY_MS);
      }
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      if (!isStopped && !timer && !running) planNext(0);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
