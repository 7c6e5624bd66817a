// What the in-browser face benches share: the built face worker's file and the types the
// bench's little static server answers with.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The built face worker's file name in apps/web/dist/assets; exits saying how to build it. */
export function findFaceWorker(dist) {
  const workerFile = existsSync(path.join(dist, 'assets'))
    ? readdirSync(path.join(dist, 'assets')).find((f) => /^face-worker-.*\.js$/.test(f))
    : undefined;
  if (!workerFile) {
    console.error('apps/web/dist has no face worker: run `npm run build -w @ias/web` first.');
    process.exit(1);
  }
  return workerFile;
}

/** Content types of the files the benches serve (scripts, models, wasm, the page). */
export const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.html': 'text/html',
  '.bin': 'application/octet-stream',
};
