import { parentPort } from 'node:worker_threads';
import { analyseFrame } from './face-frames.js';

const now = () => performance.timeOrigin + performance.now();

/**
 * A worker thread of `frame-analysis.ts`'s pool: it analyses one frame per message, so the face
 * models (about a third of a second of CPU per frame) never hold the server's event loop. It says
 * when it started and ended, so the pool can show that its threads work side by side.
 */
parentPort?.on('message', (message: { id: number; image: Uint8Array }) => {
  const started = now();
  const image = Buffer.from(
    message.image.buffer,
    message.image.byteOffset,
    message.image.byteLength,
  );
  analyseFrame(image).then(
    (face) => parentPort?.postMessage({ id: message.id, face, started, ended: now() }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
        started,
        ended: now(),
      }),
  );
});
