import type { Readable } from 'node:stream';
import {
  type BlockableKind,
  detectKind,
  inspectUpload,
  SNIFF_BYTES,
} from '../files/detect-kind.js';
import type { BlobKey, StorageDriver } from './driver.js';
import { storageErrors } from './errors.js';

/**
 * What the storage API refuses in every bucket, judged by content (and a "run me" name) the way
 * /api/files judges it: programs. A declared `image/png` or a `.png` name does not hide one.
 */
const BLOCKED: ReadonlySet<BlockableKind> = new Set(['executable']);

/**
 * Judges an upload's first bytes before any are stored. Returns the stream to store (every byte,
 * the judged ones included); refuses a blocked kind with 415, after draining the request.
 */
export async function judgeUpload(body: Readable, name: string): Promise<Readable> {
  const { stream, detected } = await inspectUpload(body, name);
  if (detected.kind && BLOCKED.has(detected.kind)) {
    stream.resume();
    throw storageErrors.blockedContent(name, detected.kind);
  }
  return stream;
}

/** Judges stored bytes arriving under a new name (copy, move) before they are copied. */
export async function judgeStored(
  driver: StorageDriver,
  source: BlobKey,
  name: string,
): Promise<void> {
  const chunks: Buffer[] = [];
  const stream = await driver.get(source, { start: 0, end: SNIFF_BYTES - 1 });
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const detected = await detectKind(Buffer.concat(chunks).subarray(0, SNIFF_BYTES), name);
  if (detected.kind && BLOCKED.has(detected.kind)) {
    throw storageErrors.blockedContent(name, detected.kind);
  }
}
