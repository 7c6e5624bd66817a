import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type AppError, localizedError } from '../../lib/errors.js';
import { analyseFrame, type FrameFace } from './face-frames.js';

const WORKER_FILE = fileURLToPath(new URL('./face-frames-worker.js', import.meta.url));

/** What the worker answers for one frame: the face, or why it failed, and when it ran. */
type Answer = {
  id: number;
  face?: FrameFace | null;
  error?: string;
  started: number;
  ended: number;
};
type Job = { image: Buffer; resolve(face: FrameFace | null): void; reject(error: Error): void };
type Slot = { worker: Worker | undefined; job: Job | undefined; id: number };

export type FacePoolOptions = {
  /** Frames analysed at once: one worker thread each (FACE_THREADS). */
  threads: number;
  /** Check-ins that may wait beyond one per thread before the next is refused (FACE_QUEUE). */
  queue: number;
  /** The worker file; null analyses in this thread (the sources, run by the tests, have none). */
  workerFile?: string | null;
  /** Told of every analysed frame: which thread, and when it started and ended (epoch ms). */
  onAnalysed?(run: { thread: number; started: number; ended: number }): void;
};

/** A check-in admitted to the pool: its frames are analysed; release it when done. */
export type FaceAdmission = {
  analyse(image: Buffer): Promise<FrameFace | null>;
  release(): void;
};

const now = () => performance.timeOrigin + performance.now();

/**
 * The face analysis threads of one server process. The face models take about a third of a
 * second of CPU a frame, so in the built server they run on worker threads — a few of them, so
 * that the check-ins of several kiosks are analysed side by side and never hold the event loop
 * every other request waits on. Frames wait in one queue, first come first served, and a
 * check-in's frames are spread over the free threads.
 *
 * A check-in is admitted before its challenge is spent; at most `threads + queue` are admitted at
 * once, and one more is refused with 503 and Retry-After (an estimate from how long check-ins
 * take), so a rush is answered at once instead of waiting without bound.
 *
 * Threads start on first use and are restarted after a crash; idle, they do not keep the
 * process alive.
 */
export class FaceAnalysisPool {
  readonly threads: number;
  readonly queue: number;
  private readonly workerFile: string | null;
  private readonly onAnalysed: FacePoolOptions['onAnalysed'];
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  private admitted = 0;
  /** A check-in's time in the pool, averaged over the last few (ms); for Retry-After. */
  private checkInMs = 1000;
  private nextId = 1;

  constructor(options: FacePoolOptions) {
    this.threads = Math.max(1, Math.floor(options.threads));
    this.queue = Math.max(0, Math.floor(options.queue));
    this.workerFile =
      options.workerFile === undefined
        ? existsSync(WORKER_FILE)
          ? WORKER_FILE
          : null
        : options.workerFile;
    this.onAnalysed = options.onAnalysed;
    this.slots = Array.from({ length: this.threads }, () => ({
      worker: undefined,
      job: undefined,
      id: 0,
    }));
  }

  /** Frames being analysed and waiting, and check-ins admitted, at this moment. */
  stats(): { running: number; waiting: number; admitted: number } {
    return {
      running: this.slots.filter((slot) => slot.job).length,
      waiting: this.waiting.length,
      admitted: this.admitted,
    };
  }

  /**
   * Admits one check-in, or refuses it with 503 and Retry-After when `threads + queue` are
   * already in the pool. Call before anything that cannot be undone (spending the challenge).
   */
  admit(): FaceAdmission {
    if (this.admitted >= this.threads + this.queue) throw this.busy();
    this.admitted++;
    const since = performance.now();
    let released = false;
    return {
      analyse: (image) => this.analyse(image),
      release: () => {
        if (released) return;
        released = true;
        this.admitted--;
        this.checkInMs = this.checkInMs * 0.8 + (performance.now() - since) * 0.2;
      },
    };
  }

  /** Runs `work` as one admitted check-in (see admit), released however it ends. */
  async run<T>(work: (analyse: FaceAdmission['analyse']) => Promise<T>): Promise<T> {
    const admission = this.admit();
    try {
      return await work(admission.analyse);
    } finally {
      admission.release();
    }
  }

  /** The face in one frame (see `analyseFrame`), on the first free thread. */
  analyse(image: Buffer): Promise<FrameFace | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ image, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the threads (frames still in them are refused); they start again on next use. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate()));
  }

  private busy(): AppError {
    const ahead = this.admitted - this.threads + 1;
    const seconds = Math.min(
      60,
      Math.max(1, Math.ceil((ahead * this.checkInMs) / this.threads / 1000)),
    );
    const error = localizedError(
      503,
      'face_check_busy',
      'error.faceCheck.busy',
      { seconds },
      { retryAfterSeconds: seconds },
    );
    error.headers['retry-after'] = String(seconds);
    return error;
  }

  private dispatch(): void {
    for (const [index, slot] of this.slots.entries()) {
      if (!this.waiting.length) return;
      if (!slot.job) this.start(index, slot, this.waiting.shift()!);
    }
  }

  private start(index: number, slot: Slot, job: Job): void {
    slot.job = job;
    if (!this.workerFile) {
      const started = now();
      analyseFrame(job.image).then(
        (face) => this.finish(index, slot, { face, started, ended: now() }),
        (error: unknown) =>
          this.finish(index, slot, {
            error: error instanceof Error ? error.message : String(error),
            started,
            ended: now(),
          }),
      );
      return;
    }
    const worker = (slot.worker ??= this.startThread(index, slot));
    slot.id = this.nextId++;
    // While a frame is in it, the thread keeps the process alive; idle, it does not.
    worker.ref();
    worker.postMessage({ id: slot.id, image: job.image });
  }

  private startThread(index: number, slot: Slot): Worker {
    const worker = new Worker(this.workerFile!);
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (answer.id !== slot.id) return;
      worker.unref();
      this.finish(index, slot, answer);
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const job = slot.job;
      slot.job = undefined;
      job?.reject(error);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`a face analysis thread stopped (${code})`)));
    return worker;
  }

  private finish(index: number, slot: Slot, answer: Omit<Answer, 'id'>): void {
    const job = slot.job;
    slot.job = undefined;
    this.onAnalysed?.({ thread: index, started: answer.started, ended: answer.ended });
    if (job) {
      if (answer.error !== undefined) job.reject(new Error(answer.error));
      else job.resolve(answer.face ?? null);
    }
    this.dispatch();
  }
}

const pools = new WeakMap<object, FaceAnalysisPool>();

/** The pool for one server's settings (`config.faces`), made on first use. */
export function facePool(settings: { threads: number; queue: number }): FaceAnalysisPool {
  let pool = pools.get(settings);
  if (!pool) {
    pool = new FaceAnalysisPool(settings);
    pools.set(settings, pool);
  }
  return pool;
}

let single: FaceAnalysisPool | undefined;

/**
 * One frame on a pool of one thread with no limit (the tests and benches that analyse frames
 * without a server); the server's check-ins go through `facePool(config.faces)`.
 */
export function analyseFrameOffThread(image: Buffer): Promise<FrameFace | null> {
  single ??= new FaceAnalysisPool({ threads: 1, queue: Number.MAX_SAFE_INTEGER });
  return single.analyse(image);
}
