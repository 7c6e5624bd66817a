import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type CheckInResult, postKioskCheckIn } from '../api/kiosk-api';
import { newClientId } from '../utils/client-id';
import { speakerFor } from '../utils/greeting';
import { IndexedDbScanStore, type QueuedScan } from '../utils/scan-queue';
import { playSound } from '../utils/sounds';
import { shouldQueue, syncQueue } from '../utils/sync-queue';
import { useKioskT } from './use-kiosk-t';
import { useOnline } from './use-online';

export type Scan = Omit<QueuedScan, 'client_id' | 'at'>;
export type SubmitOutcome =
  { status: 'recorded'; result: CheckInResult } | { status: 'queued' } | { status: 'failed' };

export type FeedbackKind = 'success' | 'repeat' | 'queued' | 'failure';
/** `lang`: the person's language when they are greeted in it rather than in the kiosk's. */
export type Feedback = {
  id: string;
  kind: FeedbackKind;
  title: string;
  detail?: string;
  lang?: string;
};
export type RecentEntry = {
  id: string;
  kind: FeedbackKind | 'synced' | 'refused';
  name: string;
  message: string;
  at: string;
};

/** How often a non-empty queue is retried while the network seems up. */
const RETRY_MS = 15_000;
const RECENT_MAX = 12;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const body = ({ label: _label, ...scan }: QueuedScan, withTime: boolean) =>
  withTime ? scan : { ...scan, at: undefined };

/**
 * The kiosk's check-ins: sends each scan at once when online, otherwise (or when the send fails
 * for want of network) keeps it in IndexedDB with its client id and scan time, shows the count,
 * and syncs the queue — one sync at a time — when the network comes back. Refused queued scans
 * are listed for staff instead of being retried forever.
 */
export function useKioskCheckIns(options: {
  token: string;
  deviceId: string;
  onRevoked: () => void;
}) {
  const { token, deviceId } = options;
  const t = useKioskT();
  const store = useMemo(() => new IndexedDbScanStore(deviceId), [deviceId]);
  const online = useOnline();
  const [queued, setQueued] = useState(0);
  const [isSyncing, setIsSyncing] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const [refused, setRefused] = useState<RecentEntry[]>([]);
  const onRevokedRef = useRef(options.onRevoked);
  onRevokedRef.current = options.onRevoked;
  const syncing = useRef(false);
  const again = useRef(false);

  const remember = useCallback((entry: RecentEntry) => {
    setRecent((list) => [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, RECENT_MAX));
  }, []);

  const refreshCount = useCallback(async () => {
    setQueued((await store.all()).length);
  }, [store]);

  const sync = useCallback(async () => {
    if (syncing.current) {
      again.current = true;
      return;
    }
    syncing.current = true;
    setIsSyncing(true);
    try {
      let outcome;
      do {
        again.current = false;
        outcome = await syncQueue(store, (scan) => postKioskCheckIn(token, body(scan, true)), {
          onSynced: (scan, result) => {
            remember({
              id: scan.client_id,
              kind: 'synced',
              name: result.member.full_name,
              message: result.message,
              at: scan.at,
            });
            void refreshCount();
          },
          onRejected: (scan, error) => {
            setRefused((list) =>
              [
                {
                  id: scan.client_id,
                  kind: 'refused' as const,
                  name: scan.label,
                  message: error.message,
                  at: scan.at,
                },
                ...list,
              ].slice(0, 50),
            );
            void refreshCount();
          },
        });
        if (outcome === 'revoked') onRevokedRef.current();
      } while (again.current && outcome === 'done');
    } finally {
      syncing.current = false;
      setIsSyncing(false);
      await refreshCount();
    }
  }, [store, token, remember, refreshCount]);

  useEffect(() => {
    void refreshCount().then(() => (navigator.onLine ? sync() : undefined));
  }, [refreshCount, sync]);
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);
  useEffect(() => {
    if (!online || queued === 0) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, queued, sync]);

  const enqueue = useCallback(
    async ({ challenge: _challenge, frames: _frames, ...scan }: QueuedScan) => {
      // Camera frames are never kept: a face scan waits with its descriptor only (an organisation
      // that verifies faces on the server refuses it on sync, and staff see it in the list).
      await store.add(scan);
      await refreshCount();
      playSound('queued');
      setFeedback({
        id: scan.client_id,
        kind: 'queued',
        title: t('kiosk.feedback.saved'),
        detail: t('kiosk.feedback.savedDetail'),
      });
      remember({
        id: scan.client_id,
        kind: 'queued',
        name: scan.label,
        message: t('kiosk.feedback.waiting'),
        at: scan.at,
      });
    },
    [store, refreshCount, remember, t],
  );

  /** Records one scan: sent now, queued for later, or refused (with feedback on screen). */
  const submit = useCallback(
    async (input: Scan): Promise<SubmitOutcome> => {
      const scan: QueuedScan = { ...input, client_id: newClientId(), at: new Date().toISOString() };
      if (!navigator.onLine) {
        await enqueue(scan);
        return { status: 'queued' };
      }
      try {
        const result = await postKioskCheckIn(token, body(scan, false));
        const kind: FeedbackKind = result.outcome === 'repeat' ? 'repeat' : 'success';
        playSound(kind);
        // Greeted in their own language when the server knows it (the message already is).
        const speaker = await speakerFor(result.member.locale);
        const id =
          result.outcome === 'checked_out'
            ? 'kiosk.feedback.goodbye'
            : result.outcome === 'repeat'
              ? 'kiosk.feedback.repeat'
              : 'kiosk.feedback.welcome';
        const values = { name: firstName(result.member.full_name) };
        setFeedback({
          id: scan.client_id,
          kind,
          title: speaker ? speaker._(id, values) : t(id, values),
          detail: result.message,
          lang: speaker ? result.member.locale! : undefined,
        });
        remember({
          id: scan.client_id,
          kind,
          name: result.member.full_name,
          message: result.message,
          at: scan.at,
        });
        if (queued > 0) void sync();
        return { status: 'recorded', result };
      } catch (error) {
        if (shouldQueue(error)) {
          await enqueue(scan);
          return { status: 'queued' };
        }
        if (error instanceof ApiError && error.status === 401) {
          onRevokedRef.current();
          return { status: 'failed' };
        }
        playSound('failure');
        const message = error instanceof Error ? error.message : t('kiosk.feedback.failed');
        setFeedback({
          id: scan.client_id,
          kind: 'failure',
          title: t('kiosk.feedback.notCheckedIn'),
          detail: message,
        });
        return { status: 'failed' };
      }
    },
    [token, enqueue, remember, queued, sync, t],
  );

  const clearFeedback = useCallback(() => setFeedback(null), []);

  return {
    online,
    queued,
    isSyncing,
    feedback,
    clearFeedback,
    recent,
    refused,
    submit,
    sync,
    store,
  };
}
