import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { CheckInResult } from '../api/kiosk-api';
import { MemoryScanStore, type QueuedScan } from './scan-queue';
import { shouldQueue, syncQueue } from './sync-queue';

const scan = (n: number): QueuedScan => ({
  client_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: new Date(Date.UTC(2026, 10, 23, 3, 30, n)).toISOString(),
  method: 'card',
  code: `CARD-${n}`,
  label: `Card CARD-${n}`,
});
const ok = (code: string) =>
  ({ outcome: 'checked_in', message: `Welcome ${code}` }) as unknown as CheckInResult;

describe('offline queue sync', () => {
  it('sends every scan once, oldest first, and empties the queue', async () => {
    const store = new MemoryScanStore();
    for (const n of [3, 1, 2]) await store.add(scan(n));
    await store.add(scan(2)); // the same scan queued twice is kept once
    const sent: string[] = [];
    const outcome = await syncQueue(store, async (s) => {
      sent.push(s.code!);
      return ok(s.code!);
    });
    expect(outcome).toBe('done');
    expect(sent).toEqual(['CARD-1', 'CARD-2', 'CARD-3']);
    expect(await store.all()).toEqual([]);
  });

  it('stops at a network failure and keeps the rest for later', async () => {
    const store = new MemoryScanStore();
    for (const n of [1, 2, 3]) await store.add(scan(n));
    let calls = 0;
    const outcome = await syncQueue(store, async (s) => {
      calls++;
      if (s.code === 'CARD-2') throw new ApiError(0, 'network_error', 'offline');
      return ok(s.code!);
    });
    expect(outcome).toBe('offline');
    expect(calls).toBe(2);
    expect((await store.all()).map((s) => s.code)).toEqual(['CARD-2', 'CARD-3']);
  });

  it('drops refused scans after reporting them instead of retrying forever', async () => {
    const store = new MemoryScanStore();
    for (const n of [1, 2]) await store.add(scan(n));
    const rejected: string[] = [];
    const outcome = await syncQueue(
      store,
      async (s) => {
        if (s.code === 'CARD-1') throw new ApiError(404, 'not_recognised', 'Unknown card');
        return ok(s.code!);
      },
      { onRejected: (s, error) => rejected.push(`${s.code}: ${error.code}`) },
    );
    expect(outcome).toBe('done');
    expect(rejected).toEqual(['CARD-1: not_recognised']);
    expect(await store.all()).toEqual([]);
  });

  it('keeps everything when the kiosk was revoked', async () => {
    const store = new MemoryScanStore();
    await store.add(scan(1));
    const outcome = await syncQueue(store, async () => {
      throw new ApiError(401, 'device_revoked', 'switched off');
    });
    expect(outcome).toBe('revoked');
    expect(await store.all()).toHaveLength(1);
  });
});

describe('what a failed check-in means', () => {
  it('tells the person to try again when the server is too busy to check a face, instead of queueing', () => {
    const busy = new ApiError(503, 'face_check_busy', 'Too many face checks at once.');
    const limited = new ApiError(429, 'face_challenge_rate_limited', 'Too many face checks.');
    expect(shouldQueue(busy)).toBe(false);
    expect(shouldQueue(limited)).toBe(false);
    // A server that is away, or a network failure, still queues the scan.
    const away = new ApiError(503, 'database_unavailable', 'Try again shortly.');
    expect(shouldQueue(away)).toBe(true);
    expect(shouldQueue(new TypeError('Failed to fetch'))).toBe(true);
  });
});
