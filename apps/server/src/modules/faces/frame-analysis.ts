import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { analyseFrame, type FrameFace } from './face-frames.js';

type Pending = { resolve(face: FrameFace | null): void; reject(error: Error): void };

const WORKER_FILE = fileURLToPath(new URL('./face-frames-worker.js', import.meta.url));
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
  worker = undefined;
}

/** The one analysis thread of this process, started on first use and restarted after a crash. */
function analysisThread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  // Idle, it does not keep the process alive; while frames wait, it does (see below).
  started.unref();
  started.on('message', (message: { id: number; face?: FrameFace | null; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (message.error !== undefined) waiting.reject(new Error(message.error));
    else waiting.resolve(message.face ?? null);
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => failAll(new Error(`the face analysis thread stopped (${code})`)));
  worker = started;
  return started;
}

/**
 * The face in one camera frame (see `analyseFrame`), analysed on a worker thread in the built
 * server, so a kiosk fleet's verified check-ins do not stall every other request while the face
 * models run. Run from the TypeScript sources (the tests), where there is no compiled worker
 * file, it analyses in this thread.
 */
export function analyseFrameOffThread(image: Buffer): Promise<FrameFace | null> {
  if (!existsSync(WORKER_FILE)) return analyseFrame(image);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const thread = analysisThread();
    thread.ref();
    thread.postMessage({ id, image });
  });
}
