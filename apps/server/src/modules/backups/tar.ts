import type { Readable, Writable } from 'node:stream';

/**
 * A minimal POSIX tar (ustar with pax headers for long names), enough for backup archives:
 * regular files only, written and read as streams. `tar tzf` and every archiver read it.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK);

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/** One pax record: "<length> <key>=<value>\n", the length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return `${length}${body}`;
}

const MAX_OCTAL_SIZE = 0o77777777777;

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return rest ? ZEROS.subarray(0, BLOCK - rest) : Buffer.alloc(0);
}

/** Writes with back-pressure; fails (never hangs) when the destination is closed or fails. */
async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new Error('the archive stream was closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('the archive stream was closed'));
    };
    out.on('drain', onDrain);
    out.on('error', onError);
    out.on('close', onClose);
  });
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Adds a file of exactly `size` bytes from `body` (a Buffer or a stream of that length). */
  async add(
    name: string,
    size: number,
    body: Buffer | Readable,
    mtime = new Date(),
  ): Promise<void> {
    const long = Buffer.byteLength(name) > 99 || /[^\x20-\x7e]/.test(name);
    if (long || size > MAX_OCTAL_SIZE) {
      const pax = Buffer.from(
        (long ? paxRecord('path', name) : '') +
          (size > MAX_OCTAL_SIZE ? paxRecord('size', String(size)) : ''),
      );
      await write(this.out, header('PaxHeader', pax.length, mtime, 'x'));
      await write(this.out, pax);
      await write(this.out, padding(pax.length));
    }
    const shortName = long ? name.replace(/[^\x20-\x7e]/g, '_').slice(-99) : name;
    await write(this.out, header(shortName, Math.min(size, MAX_OCTAL_SIZE), mtime, '0'));
    let written = 0;
    if (Buffer.isBuffer(body)) {
      await write(this.out, body);
      written = body.length;
    } else {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) break;
        await write(this.out, chunk);
      }
    }
    if (written !== size)
      throw new Error(`${name} changed while it was archived (${written} of ${size} bytes)`);
    await write(this.out, padding(size));
  }

  /** Two empty blocks end the archive; the caller ends the stream. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.concat([ZEROS, ZEROS]));
  }
}

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes; read them (or not) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
};

class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;
  private done = false;

  constructor(input: AsyncIterable<Buffer>) {
    this.source = input[Symbol.asyncIterator]();
  }

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= wanted;
  }

  /** Exactly `count` bytes, or an error if the archive ends first. */
  async take(count: number): Promise<Buffer> {
    if (!(await this.fill(count))) throw new Error('the archive ends in the middle of a file');
    const all = Buffer.concat(this.buffered);
    this.buffered = [all.subarray(count)];
    this.length = all.length - count;
    return all.subarray(0, count);
  }

  /** Up to `max` bytes (at least one), for streaming an entry's body. */
  async some(max: number): Promise<Buffer> {
    if (!(await this.fill(1))) throw new Error('the archive ends in the middle of a file');
    const first = this.buffered[0]!;
    if (first.length <= max) {
      this.buffered.shift();
      this.length -= first.length;
      return first;
    }
    this.buffered[0] = first.subarray(max);
    this.length -= max;
    return first.subarray(0, max);
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The regular files of a tar stream, in order. Anything but files and pax headers is refused. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  let pax: Record<string, string> = {};
  for (;;) {
    if (await reader.atEnd()) throw new Error('the archive is incomplete (no end marker)');
    const block = await reader.take(BLOCK);
    if (block.equals(ZEROS)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(field(block, 148, 8).trim(), 8) !== sum)
      throw new Error('the archive is damaged (a header checksum does not match)');
    const type = field(block, 156, 1) || '0';
    const size = Number(pax.size ?? parseInt(field(block, 124, 12).trim() || '0', 8));
    if (type === 'x') {
      const text = (await reader.take(size)).toString('utf8');
      await reader.take((BLOCK - (size % BLOCK)) % BLOCK);
      pax = {};
      for (const record of text.split('\n').filter(Boolean)) {
        const [, key, value] = /^\d+ ([^=]+)=(.*)$/s.exec(record) ?? [];
        if (key) pax[key] = value ?? '';
      }
      continue;
    }
    if (type !== '0') throw new Error(`the archive holds an unexpected entry of type ${type}`);
    const name = pax.path ?? field(block, 0, 100);
    pax = {};
    let left = size;
    let drained = false;
    const body = (async function* () {
      while (left > 0) {
        const chunk = await reader.some(Math.min(left, 1 << 20));
        left -= chunk.length;
        yield chunk;
      }
      drained = true;
    })();
    yield { name, size, body };
    if (!drained) for await (const chunk of body) void chunk;
    while (left > 0) left -= (await reader.some(left)).length;
    await reader.take((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
