import { createSseParser, type SseMessage } from './sse';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'denied' | 'closed';

export type LiveStreamOptions = {
  url: string;
  /** Headers for each attempt (a fresh bearer token after a refresh). */
  getHeaders: () => Promise<Record<string, string>>;
  onMessage: (message: SseMessage) => void;
  onStatus: (status: LiveStatus, detail: { retryInMs?: number; message?: string }) => void;
  fetchImpl?: typeof fetch;
  /** First wait after a drop; doubles up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** No bytes (not even the server's heartbeat) for this long: the connection is dead. */
  idleTimeoutMs?: number;
};

export type LiveStream = {
  close(): void;
  /** Reconnect now instead of waiting (e.g. the browser came back online). */
  retryNow(): void;
};

/** Answers that retrying cannot fix. */
const FATAL = new Set([400, 403, 404]);

/**
 * Reads a Server-Sent Events stream with fetch (EventSource cannot send the apikey and bearer
 * headers) and keeps it open: after a drop it reconnects with exponential back-off, and the
 * back-off starts over once a connection delivered something.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const {
    initialDelayMs = 1000,
    maxDelayMs = 30_000,
    idleTimeoutMs = 60_000,
    fetchImpl = (...args) => fetch(...args),
  } = options;
  let isClosed = false;
  let delay = initialDelayMs;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let serverRetry: number | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function connectOnce(): Promise<'retry' | 'stop'> {
    controller = new AbortController();
    const abort = controller;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), idleTimeoutMs);
    };
    let received = false;
    const parser = createSseParser(
      (message) => {
        received = true;
        options.onMessage(message);
      },
      (ms) => (serverRetry = ms),
    );
    try {
      touch();
      const response = await fetchImpl(options.url, {
        headers: { accept: 'text/event-stream', ...(await options.getHeaders()) },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        if (FATAL.has(response.status)) {
          options.onStatus('denied', { message: body?.message });
          return 'stop';
        }
        return 'retry';
      }
      options.onStatus('live', {});
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        touch();
        parser.feed(decoder.decode(value, { stream: true }));
        if (received) delay = initialDelayMs;
      }
      return 'retry';
    } catch {
      return 'retry';
    } finally {
      clearTimeout(idle);
      parser.reset();
    }
  }

  void (async () => {
    options.onStatus('connecting', {});
    while (!isClosed) {
      const outcome = await connectOnce();
      if (isClosed || outcome === 'stop') break;
      const retryIn = Math.min(serverRetry ?? delay, maxDelayMs);
      options.onStatus('reconnecting', { retryInMs: retryIn });
      await wait(retryIn);
      delay = Math.min(delay * 2, maxDelayMs);
      if (!isClosed) options.onStatus('connecting', {});
    }
  })();

  return {
    close() {
      isClosed = true;
      controller?.abort();
      wake?.();
      options.onStatus('closed', {});
    },
    retryNow() {
      wake?.();
    },
  };
}
