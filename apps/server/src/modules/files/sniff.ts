import { Readable } from 'node:stream';

/**
 * Reads the first `count` bytes of `stream` (fewer if it ends first) and returns them with a
 * stream that still yields every byte, the head included, so the bytes can be judged before any
 * of them are stored.
 */
export async function sniff(
  stream: Readable,
  count: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;
  while (length < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, count), stream: Readable.from(all(), { objectMode: false }) };
}
