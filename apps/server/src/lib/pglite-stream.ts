import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database as node-postgres's socket: the bytes the driver writes (its own protocol
 * messages) are handed to PGlite's backend as they are, a whole batch at a time, and the backend's
 * answer is read back by the driver's own parser, as from a real server.
 *
 * PGlite's node-postgres adapter instead ran each message separately and decoded every answer in
 * its own JavaScript parser before passing the driver parsed objects: a one-row read in a
 * transaction cost four times as much, and 40,000 rows came back 15–20 times slower (the
 * decoding, not the query, was most of a report's time; bench/README.md).
 *
 * Whatever the driver writes within one turn of the event loop (a pipelined transaction: BEGIN,
 * the caller's settings, the statement, COMMIT) reaches the backend in one call. Calls take
 * PGlite's own lock, so its other users (LISTEN, the data directory image) never interleave with a
 * batch; batches of one stream run in the order written.
 */
export class PgliteStream extends Duplex {
  private pending: Buffer[] = [];
  private scheduled = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pglite: PGlite,
    /** Run before the driver's first message: the backend outlives connections. */
    private readonly onOpen: () => Promise<void>,
  ) {
    super();
  }

  /** As a socket's: the driver's connect(port, host). */
  connect(): this {
    this.queue = this.queue
      .then(this.onOpen)
      .then(() => void this.emit('connect'))
      .catch((error: Error) => void this.destroy(error));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.batch([chunk]);
    done();
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, done: (error?: Error | null) => void): void {
    this.batch(chunks.map((c) => c.chunk));
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    // The readable side ends once what was written before the end has been answered.
    this.queue = this.queue.then(() => void this.push(null));
    done();
  }

  private batch(chunks: Buffer[]): void {
    this.pending.push(...chunks);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const input = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
      this.pending = [];
      this.queue = this.queue.then(() => this.run(input));
    });
  }

  private async run(input: Buffer): Promise<void> {
    if (this.destroyed) return;
    const answer: Buffer[] = [];
    try {
      await this.pglite.runExclusive(() =>
        this.pglite.execProtocolRawStream(input, {
          // A view of the backend's buffer, reused by the next call: copied.
          onRawData: (data) => void answer.push(Buffer.from(data)),
        }),
      );
    } catch (error) {
      this.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const data of answer) this.push(data);
  }
}
