import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDemoResets } from './schedule-resets.js';

const HOUR = 3_600_000;
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('automatic demo resets', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('checks at once, then again just after the copy turns stale', async () => {
    const check = vi.fn(async () => ({ didReset: true, resetAt: new Date() }));
    const scheduler = scheduleDemoResets({ hours: 24, check, log: quiet });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith(24);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('waits for a copy another instance made, and retries after a failure', async () => {
    const madeEarlier = new Date(Date.now() - 20 * HOUR);
    const check = vi
      .fn<(hours: number) => Promise<{ didReset: boolean; resetAt: Date }>>()
      .mockResolvedValueOnce({ didReset: false, resetAt: madeEarlier })
      .mockRejectedValueOnce(new Error('database restarting'))
      .mockResolvedValue({ didReset: true, resetAt: new Date() });
    const scheduler = scheduleDemoResets({ hours: 24, check, log: quiet, retryMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    // The other instance's copy turns stale in four hours: the next check is then, not in 24.
    await vi.advanceTimersByTimeAsync(4 * HOUR + 10_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it('stop() waits for a reset in progress and then stays stopped', async () => {
    let finish!: () => void;
    const check = vi.fn(
      () =>
        new Promise<{ didReset: boolean; resetAt: Date }>((resolve) => {
          finish = () => resolve({ didReset: true, resetAt: new Date() });
        }),
    );
    const scheduler = scheduleDemoResets({ hours: 1, check, log: quiet });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never asks setTimeout for more than it can wait', async () => {
    const check = vi.fn(async () => ({ didReset: true, resetAt: new Date() }));
    const scheduler = scheduleDemoResets({ hours: 24 * 365, check, log: quiet });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2 ** 31);
    // The longest timer (about 25 days) fires early and simply checks again.
    expect(check).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });
});
