import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes (fflate): each entry's bytes are compressed and handed to `output` as
 * they are pushed, and the writer waits whenever `output` is full, so memory holds one chunk at a
 * time however large the archive grows. Entries are written one after another.
 */
export class ZipStream {
  readonly output = new PassThrough();
  private readonly zip: Zip;
  private failed: Error | null = null;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.fail(error);
        return;
      }
      if (this.output.destroyed) return;
      this.output.write(chunk);
      if (final) this.output.end();
    });
    this.output.on('close', () => {
      if (!this.output.writableFinished) this.failed ??= new Error('the reader went away');
    });
  }

  /** Adds one entry from text or byte chunks; `stored` skips compression (already compressed files). */
  async add(
    name: string,
    chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
    options: { stored?: boolean; modified?: Date } = {},
  ): Promise<void> {
    this.check();
    const entry = options.stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    entry.mtime = options.modified ?? new Date();
    this.zip.add(entry);
    const encoder = new TextEncoder();
    for await (const chunk of chunks) {
      this.check();
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      if (bytes.length) entry.push(bytes, false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Adds one entry from a byte stream (a stored file). */
  addStream(name: string, source: Readable, options: { modified?: Date } = {}): Promise<void> {
    return this.add(name, source as AsyncIterable<Uint8Array>, { ...options, stored: true });
  }

  /** Writes the central directory and ends the output. */
  end(): void {
    this.check();
    this.zip.end();
  }

  /** Stops the archive: the reader gets an error rather than a ZIP that looks complete. */
  fail(error: Error): void {
    this.failed ??= error;
    this.zip.terminate();
    this.output.destroy(error);
  }

  private check(): void {
    if (this.failed) throw this.failed;
  }

  private async drained(): Promise<void> {
    if (!this.output.writableNeedDrain || this.output.destroyed) return this.check();
    await new Promise<void>((resolve) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.output.on('drain', done);
      this.output.on('close', done);
    });
    this.check();
  }
}
