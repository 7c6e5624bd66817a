#!/usr/bin/env node
// Face pipeline time per frame in headless Chromium, through the web app's own face worker (the
// built `apps/web/dist`, so the same code, models and WASM files the kiosk uses): detection +
// 68 landmarks + 128-d descriptor on a fixture photo, tiny and SSD detectors, tfjs WASM backend.
// Usage: node bench/face-detect-browser.mjs [--frames 30] [--photo <file>] [--backend wasm|webgl]
// Needs `npm run build -w @ias/web` and ../shared/fixtures/faces (says so loudly when missing).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CONTENT_TYPES, findFaceWorker } from './lib/face-page.mjs';
import { CHROMIUM_FLAGS } from './lib/browser.mjs';

/* global window */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.join(root, 'apps/web/dist');
const fixtures = path.resolve(root, '../shared/fixtures/faces');

const { values } = parseArgs({
  options: {
    frames: { type: 'string', default: '30' },
    photo: { type: 'string', default: path.join(fixtures, 'deepface/img1.jpg') },
    backend: { type: 'string', default: 'wasm' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
});
const frames = Number(values.frames);

if (!existsSync(values.photo)) {
  console.error(
    `\n!!! Face fixtures not found: ${values.photo}\n!!! This benchmark needs ../shared/fixtures/faces (DESIGN.md §7).\n`,
  );
  process.exit(1);
}
const workerFile = findFaceWorker(dist);

const TYPES = CONTENT_TYPES;

/** The page: draws the photo into a 640×480 frame (as a camera would deliver) and times the worker. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>face bench</title><script type="module">
const photo = await createImageBitmap(await (await fetch('/__bench/photo')).blob());
const canvas = new OffscreenCanvas(640, 480);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#777'; ctx.fillRect(0, 0, 640, 480);
const scale = Math.min(640 / photo.width, 480 / photo.height);
const w = photo.width * scale, h = photo.height * scale;
ctx.drawImage(photo, (640 - w) / 2, (480 - h) / 2, w, h);
window.runBench = async (detector, backend, frames) => {
  const worker = new Worker('/assets/${workerFile}', { type: 'module' });
  let id = 0;
  const call = (message, transfer = []) => new Promise((resolve, reject) => {
    const my = ++id;
    worker.onmessage = (e) => e.data.id === my && (e.data.ok ? resolve(e.data) : reject(new Error(e.data.error)));
    worker.postMessage({ ...message, id: my }, transfer);
  });
  const init = await call({ type: 'init', detector, backend });
  const samples = [];
  for (let i = 0; i < frames + 3; i++) {
    const bitmap = await createImageBitmap(canvas);
    const started = performance.now();
    const { frame } = await call({ type: 'analyse', frame: bitmap, withDescriptor: true }, [bitmap]);
    const roundTrip = performance.now() - started;
    if (i >= 3) samples.push({ ...frame.timings, roundTrip, score: frame.face?.score ?? 0, found: Boolean(frame.face?.descriptor) });
  }
  worker.terminate();
  return { info: init.info, samples };
};
window.benchReady = true;
</script>`;

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/__bench/') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    return;
  }
  if (url.pathname === '/__bench/photo') {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(readFileSync(values.photo));
    return;
  }
  const file = path.join(dist, path.normalize(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    .end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: values.chrome,
  args: CHROMIUM_FLAGS,
});
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => `${v.toFixed(0)}`.padStart(5);

try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${base}/__bench/`);
  await page.waitForFunction(() => window.benchReady === true);
  console.log(
    `Face pipeline per 640×480 frame, headless Chromium, ${values.backend} backend, ${frames} frames after 3 warm-up, photo ${path.basename(values.photo)}`,
  );
  console.log(
    'detector | models+backend load | detect p50/p95 | landmarks p50 | descriptor p50 | total p50/p95 | round trip p50 | score',
  );
  const rows = {};
  for (const detector of ['tiny', 'ssd']) {
    const { info, samples } = await page.evaluate(
      ([d, b, n]) => window.runBench(d, b, n),
      [detector, values.backend, frames],
    );
    const col = (key) => samples.map((s) => s[key]);
    rows[detector] = percentile(col('total'), 50);
    console.log(
      [
        `${detector.padEnd(8)}`,
        `${info.backend} ${ms(info.loadMs)} ms      `,
        `${ms(percentile(col('detect'), 50))} /${ms(percentile(col('detect'), 95))} ms`,
        `${ms(percentile(col('landmarks'), 50))} ms    `,
        `${ms(percentile(col('descriptor'), 50))} ms     `,
        `${ms(percentile(col('total'), 50))} /${ms(percentile(col('total'), 95))} ms`,
        `${ms(percentile(col('roundTrip'), 50))} ms     `,
        `${percentile(col('score'), 50).toFixed(2)}${samples.every((s) => s.found) ? '' : ' (face missed in some frames)'}`,
      ].join(' | '),
    );
  }
  console.log(
    `SSD ÷ tiny (total p50): ${(rows.ssd / rows.tiny).toFixed(1)}×  — SPEC.md's detection interval is 500 ms`,
  );
} finally {
  await browser.close();
  server.close();
}
