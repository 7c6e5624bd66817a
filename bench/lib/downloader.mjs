// Downloads a URL over and over from a thread of its own, as another computer would: reading the
// answers (yearly reports of several MB) must not delay the timings taken on the main thread.
import { Worker } from 'node:worker_threads';

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let downloading = true;
parentPort.on('message', () => (downloading = false));
(async () => {
  while (downloading) {
    const started = performance.now();
    const response = await fetch(workerData.url, { headers: workerData.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(workerData.url + ': HTTP ' + response.status);
    parentPort.postMessage(performance.now() - started);
  }
  parentPort.postMessage('stopped');
})();`;

/**
 * Starts downloading `url` back to back. `times` fills with each answer's milliseconds; `stop()`
 * lets the download under way finish, then ends the thread (and throws what it failed with).
 */
export function downloadRepeatedly(url, headers) {
  const worker = new Worker(SOURCE, { eval: true, workerData: { url, headers } });
  const times = [];
  const stopped = new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (message) => (message === 'stopped' ? resolve() : times.push(message)));
  });
  stopped.catch(() => undefined); // reported by stop()
  return {
    times,
    async stop() {
      worker.postMessage('stop');
      try {
        await stopped;
      } finally {
        await worker.terminate();
      }
    },
  };
}
