import { parentPort } from 'node:worker_threads';
import { analyseFrame } from './face-frames.js';

/**
 * The worker thread of `frame-analysis.ts`: it analyses one frame per message, so the face models
 * (about a third of a second of CPU per frame) never hold the server's event loop.
 */
parentPort?.on('message', (message: { id: number; image: Uint8Array }) => {
  const image = Buffer.from(
    message.image.buffer,
    message.image.byteOffset,
    message.image.byteLength,
  );
  analyseFrame(image).then(
    (face) => parentPort?.postMessage({ id: message.id, face }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
