import { ApiError } from '@/lib/api-client';
import type { CheckInResult } from '../api/kiosk-api';
import type { QueuedScan, ScanStore } from './scan-queue';

export type SyncOutcome = 'done' | 'offline' | 'revoked';

/** A definite "no" from the server: retrying the same request would get the same answer. */
export function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * The server is up but cannot check this face now (its face threads are full, or this kiosk asked
 * for too many challenges): the person in front of the kiosk is told to try again in a moment.
 * Queueing would not help — the scan's frames answer a challenge that expires in seconds.
 */
export function isFaceCheckBusy(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'face_check_busy' || error.code === 'face_challenge_rate_limited')
  );
}

/** A new scan that failed so is kept to send later (the kiosk says "saved, will send"). */
export function shouldQueue(error: unknown): boolean {
  return isTransient(error) && !isFaceCheckBusy(error);
}

/** The network or the server is away for now: keep the scan and try again later. */
export function isTransient(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status >= 500 ||
    [408, 429].includes(error.status)
  );
}

/**
 * Sends queued scans oldest first, one at a time. A scan leaves the queue only after a definite
 * answer: accepted (onSynced) or refused (onRejected — shown to staff, never retried forever).
 * Because the server de-duplicates by client_id, a scan whose answer was lost is simply sent
 * again and still counts once. Stops at the first network failure, or when the kiosk is revoked.
 */
export async function syncQueue(
  store: ScanStore,
  send: (scan: QueuedScan) => Promise<CheckInResult>,
  hooks: {
    onSynced?: (scan: QueuedScan, result: CheckInResult) => void;
    onRejected?: (scan: QueuedScan, error: ApiError) => void;
  } = {},
): Promise<SyncOutcome> {
  for (const scan of await store.all()) {
    try {
      const result = await send(scan);
      await store.remove(scan.client_id);
      hooks.onSynced?.(scan, result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return 'revoked';
      if (isFinalRefusal(error)) {
        await store.remove(scan.client_id);
        hooks.onRejected?.(scan, error);
        continue;
      }
      return 'offline';
    }
  }
  return 'done';
}
