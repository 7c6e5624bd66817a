// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type LiveStatus, openLiveStream } from './live-stream';
import type { SseMessage } from './sse';

/** A streaming response the test writes to and ends. */
function streamingResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

function harness(
  fetchImpl: typeof fetch,
  options: { initialDelayMs?: number; maxDelayMs?: number } = {},
) {
  const messages: SseMessage[] = [];
  const statuses: Array<{ status: LiveStatus; retryInMs?: number; message?: string }> = [];
  let token = 0;
  const stream = openLiveStream({
    url: '/api/organizations/o1/live',
    getHeaders: async () => ({ authorization: `Bearer t${++token}` }),
    onMessage: (m) => messages.push(m),
    onStatus: (status, detail) => statuses.push({ status, ...detail }),
    fetchImpl,
    initialDelayMs: options.initialDelayMs ?? 10,
    maxDelayMs: options.maxDelayMs ?? 1000,
  });
  return { messages, statuses, stream };
}

describe('live stream', () => {
  it('reads events, and after the server drops the connection reconnects with fresh headers', async () => {
    const streams = [streamingResponse(), streamingResponse()];
    const fetchImpl = vi.fn(async () => streams[fetchImpl.mock.calls.length - 1]!.response);
    const { messages, statuses, stream } = harness(fetchImpl as unknown as typeof fetch);
    await until(() => statuses.some((s) => s.status === 'live'));
    streams[0]!.write('event: snapshot\ndata: {"n":1}\n\n');
    await until(() => messages.length === 1);
    streams[0]!.end();
    await until(() => fetchImpl.mock.calls.length === 2);
    streams[1]!.write('event: attendance\ndata: {"n":2}\n\n');
    await until(() => messages.length === 2);
    expect(messages.map((m) => m.event)).toEqual(['snapshot', 'attendance']);
    expect(statuses.map((s) => s.status)).toEqual([
      'connecting',
      'live',
      'reconnecting',
      'connecting',
      'live',
    ]);
    const headers = (fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>).map(
      ([, init]) => (init.headers as Record<string, string>).authorization,
    );
    expect(headers).toEqual(['Bearer t1', 'Bearer t2']);
    stream.close();
  });

  it('backs off exponentially while the server cannot be reached, up to the maximum', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { statuses, stream } = harness(fetchImpl as unknown as typeof fetch, {
      initialDelayMs: 5,
      maxDelayMs: 20,
    });
    await until(() => statuses.filter((s) => s.status === 'reconnecting').length >= 4);
    stream.close();
    const waits = statuses.filter((s) => s.status === 'reconnecting').map((s) => s.retryInMs);
    expect(waits.slice(0, 4)).toEqual([5, 10, 20, 20]);
  });

  it('starts the back-off over once a connection delivered something', async () => {
    let call = 0;
    const live = streamingResponse();
    const fetchImpl = vi.fn(async () => {
      call++;
      if (call === 3) return live.response;
      throw new TypeError('Failed to fetch');
    });
    const { statuses, stream } = harness(fetchImpl as unknown as typeof fetch, {
      initialDelayMs: 5,
    });
    await until(() => statuses.some((s) => s.status === 'live'));
    live.write('event: snapshot\ndata: {}\n\n');
    await new Promise((r) => setTimeout(r, 10));
    live.end();
    await until(() => statuses.filter((s) => s.status === 'reconnecting').length >= 3);
    stream.close();
    const waits = statuses.filter((s) => s.status === 'reconnecting').map((s) => s.retryInMs);
    expect(waits.slice(0, 3)).toEqual([5, 10, 5]);
  });

  it('stops on a refusal it cannot fix and says why', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 'forbidden',
            message: 'The live board is for owners, teachers and in-charges.',
          }),
          {
            status: 403,
          },
        ),
    );
    const { statuses } = harness(fetchImpl as unknown as typeof fetch);
    await until(() => statuses.some((s) => s.status === 'denied'));
    await new Promise((r) => setTimeout(r, 40));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual({
      status: 'denied',
      message: 'The live board is for owners, teachers and in-charges.',
    });
  });

  it('stops for good when closed', async () => {
    const live = streamingResponse();
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      init.signal?.addEventListener('abort', () => live.end());
      return live.response;
    });
    const { statuses, stream } = harness(fetchImpl as unknown as typeof fetch);
    await until(() => statuses.some((s) => s.status === 'live'));
    stream.close();
    await new Promise((r) => setTimeout(r, 40));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)?.status).toBe('closed');
  });
});
