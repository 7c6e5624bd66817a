import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { euclidean, FIXTURES_DIR, requireFixtures } from '../../test/fixture-faces.js';
import { assertServerBuilt, SERVER_ENTRY } from '../../test/server-process.js';
import { analyseFrame } from './face-frames.js';
import type * as FrameAnalysis from './frame-analysis.js';
import { FaceAnalysisPool } from './frame-analysis.js';

type Run = { thread: number; started: number; ended: number };

// The built server analyses check-in frames on a pool of worker threads (the sources, run by the
// tests, have no compiled worker and analyse in place): a thread must see exactly what the
// server's own thread sees, survive a frame that is not a picture, and the threads of a pool
// must work side by side.
describe('face frames on the analysis threads (built server)', () => {
  let built: typeof FrameAnalysis;
  const dist = path.join(path.dirname(SERVER_ENTRY), 'modules/faces');
  const photo = () => readFileSync(path.join(FIXTURES_DIR, 'faceapi/raj/raj1.png'));

  beforeAll(async () => {
    requireFixtures();
    assertServerBuilt();
    expect(existsSync(path.join(dist, 'face-frames-worker.js'))).toBe(true);
    built = (await import(
      pathToFileURL(path.join(dist, 'frame-analysis.js')).href
    )) as typeof FrameAnalysis;
  });

  it('finds the same face, turn and descriptor as the server thread', async () => {
    const [there, here] = await Promise.all([
      built.analyseFrameOffThread(photo()),
      analyseFrame(photo()),
    ]);
    expect(there).not.toBeNull();
    expect(here).not.toBeNull();
    expect(there!.yaw).toBeCloseTo(here!.yaw, 3);
    expect(euclidean(there!.descriptor, here!.descriptor)).toBeLessThan(1e-3);
  }, 120_000);

  it('answers null for bytes that are not a picture, and keeps working after it', async () => {
    expect(await built.analyseFrameOffThread(Buffer.from('not a picture'))).toBeNull();
    expect(await built.analyseFrameOffThread(photo())).not.toBeNull();
  }, 120_000);

  /** Two frames at once on a pool of `threads` (warmed up first): where and when each ran. */
  async function twoAtOnce(threads: number) {
    const runs: Run[] = [];
    const pool = new built.FaceAnalysisPool({ threads, queue: 0, onAnalysed: (r) => runs.push(r) });
    try {
      await Promise.all([pool.analyse(photo()), pool.analyse(photo())]); // loads the models
      runs.length = 0;
      const both = Promise.all([pool.analyse(photo()), pool.analyse(photo())]);
      const stats = pool.stats();
      const faces = await both;
      expect(faces.every((face) => face !== null)).toBe(true);
      return { stats, runs };
    } finally {
      await pool.close();
    }
  }

  it('analyses two frames side by side on a pool of two threads', async () => {
    const { stats, runs } = await twoAtOnce(2);
    expect(stats).toEqual({ running: 2, waiting: 0, admitted: 0 });
    expect(runs.map((r) => r.thread).sort()).toEqual([0, 1]);
    // Each started before the other ended: they overlapped.
    const [a, b] = runs as [Run, Run];
    expect(Math.max(a.started, b.started)).toBeLessThan(Math.min(a.ended, b.ended));
  }, 180_000);

  it('analyses one frame after the other on a pool of one thread', async () => {
    const { stats, runs } = await twoAtOnce(1);
    expect(stats).toEqual({ running: 1, waiting: 1, admitted: 0 });
    const [a, b] = runs as [Run, Run];
    expect(b.started).toBeGreaterThanOrEqual(a.ended);
  }, 180_000);
});

describe('the face analysis queue is bounded', () => {
  it('admits threads + queue check-ins, refuses the next with 503 and Retry-After', async () => {
    const pool = new FaceAnalysisPool({ threads: 2, queue: 1, workerFile: null });
    const admitted = [pool.admit(), pool.admit(), pool.admit()];
    expect(pool.stats().admitted).toBe(3);
    let refused: unknown;
    try {
      pool.admit();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('face_check_busy');
    expect(Number(error.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(error.toBody().message).toMatch(/^The server is checking many faces right now/);
    expect(pool.stats().admitted).toBe(3);

    admitted[0]!.release();
    admitted[0]!.release(); // a second release changes nothing
    expect(pool.stats().admitted).toBe(2);
    const next = pool.admit();
    expect(() => pool.admit()).toThrow(AppError);
    for (const admission of [next, ...admitted.slice(1)]) admission.release();
    expect(pool.stats().admitted).toBe(0);
  });

  it('releases a check-in however its work ends', async () => {
    const pool = new FaceAnalysisPool({ threads: 1, queue: 0, workerFile: null });
    await expect(
      pool.run(async () => {
        expect(() => pool.admit()).toThrow(AppError);
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(pool.stats().admitted).toBe(0);
    expect(await pool.run(async (analyse) => analyse(Buffer.from('not a picture')))).toBeNull();
  });
});
