import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { euclidean, FIXTURES_DIR, requireFixtures } from '../../test/fixture-faces.js';
import { assertServerBuilt, SERVER_ENTRY } from '../../test/server-process.js';
import { analyseFrame } from './face-frames.js';
import type * as FrameAnalysis from './frame-analysis.js';

// The built server analyses check-in frames on a worker thread (the sources, run by the tests,
// have no compiled worker and analyse in place): the thread must see exactly what the server's
// own thread sees, and survive a frame that is not a picture.
describe('face frames on the analysis thread (built server)', () => {
  let offThread: typeof FrameAnalysis.analyseFrameOffThread;
  const dist = path.join(path.dirname(SERVER_ENTRY), 'modules/faces');

  beforeAll(async () => {
    requireFixtures();
    assertServerBuilt();
    expect(existsSync(path.join(dist, 'face-frames-worker.js'))).toBe(true);
    ({ analyseFrameOffThread: offThread } = (await import(
      pathToFileURL(path.join(dist, 'frame-analysis.js')).href
    )) as typeof FrameAnalysis);
  });

  it('finds the same face, turn and descriptor as the server thread', async () => {
    const photo = readFileSync(path.join(FIXTURES_DIR, 'faceapi/raj/raj1.png'));
    const [there, here] = await Promise.all([offThread(photo), analyseFrame(photo)]);
    expect(there).not.toBeNull();
    expect(here).not.toBeNull();
    expect(there!.yaw).toBeCloseTo(here!.yaw, 3);
    expect(euclidean(there!.descriptor, here!.descriptor)).toBeLessThan(1e-3);
  }, 120_000);

  it('answers null for bytes that are not a picture, and keeps working after it', async () => {
    expect(await offThread(Buffer.from('not a picture'))).toBeNull();
    const photo = readFileSync(path.join(FIXTURES_DIR, 'faceapi/raj/raj1.png'));
    expect(await offThread(photo)).not.toBeNull();
  }, 120_000);
});
