import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';

const STREAMS = 60;

/** Timers alive in this process (the server runs in it): each open stream has a heartbeat. */
const timers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!done()) throw new Error(`gave up waiting for ${what}`);
}

describe('live board streams', () => {
  let server: TestServer;
  let owner: TestUser;
  let path: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, { userType: 'Company' });
    const created = await apiAs(server.url, server.anonKey, owner.accessToken).post<{
      id: string;
    }>('/api/organizations', { name: 'Stream Mills', kind: 'company' });
    path = `/api/organizations/${created.body.id}/live`;
    headers = { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` };
  });
  afterAll(async () => server?.close());

  /** Opens a stream and resolves once its snapshot arrived; `close()` drops the connection. */
  function open(): Promise<{ close(): void }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${server.url}${path}`, { headers }, (response) => {
        response.once('data', () => resolve({ close: () => request.destroy() }));
      });
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
    });
  }

  it('keeps nothing for streams that were closed', async () => {
    const board = server.app.liveBoard;
    const timersBefore = timers();
    const streams = await Promise.all(Array.from({ length: STREAMS }, open));
    expect(board.stats()).toEqual({ organisations: 1, streams: STREAMS });
    expect(timers()).toBeGreaterThanOrEqual(STREAMS);

    for (const stream of streams) stream.close();
    await until(() => board.stats().streams === 0, 'the streams to be forgotten');
    expect(board.stats()).toEqual({ organisations: 0, streams: 0 });
    await until(() => timers() <= timersBefore, 'the heartbeats to stop');
  });

  it('keeps nothing for streams whose client left before the snapshot was sent', async () => {
    const board = server.app.liveBoard;
    const { database, config } = server.app.ctx;
    const timersBefore = timers();
    // Every database connection held, so each stream waits in the middle of opening…
    const held = await Promise.all(
      Array.from({ length: database.kind === 'pglite' ? 1 : config.databasePoolSize }, () =>
        database.pool.connect(),
      ),
    );
    let arrived = 0;
    const onRequest = () => arrived++;
    server.app.server.on('request', onRequest);
    const requests = Array.from({ length: STREAMS }, () => {
      const request = http.get(`${server.url}${path}`, { headers });
      request.on('error', () => undefined);
      return request;
    });
    await until(() => arrived === STREAMS, 'the requests to arrive');
    server.app.server.off('request', onRequest);
    // …while its client goes away; then the database answers again.
    for (const request of requests) request.destroy();
    await until(
      () => requests.every((request) => request.socket?.destroyed ?? true),
      'the clients to leave',
    );
    for (const client of held) client.release();

    // A stream opened after them is answered after them (the pool serves in order).
    const last = await open();
    expect(board.stats()).toEqual({ organisations: 1, streams: 1 });
    last.close();
    await until(() => board.stats().streams === 0, 'the streams to be forgotten');
    expect(board.stats()).toEqual({ organisations: 0, streams: 0 });
    await until(() => timers() <= timersBefore, 'the heartbeats to stop');
  });
});
