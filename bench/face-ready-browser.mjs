#!/usr/bin/env node
// Two things about the kiosk's face worker in headless Chromium, from the production build
// (`apps/web/dist`: the same worker, models, .wasm files and offline service worker, /sw.js):
//
// 1. ready: page load → face worker ready (backend + models) → first frame analysed, on a cold
//    visit (empty caches) and on reloads once the service worker keeps the files in Cache
//    Storage (`ias-assets-v1`), as a kiosk tablet restarting or reloading would.
// 2. pairs: the labelled pairs of ../shared/fixtures/faces/deepface/master.csv (public figures,
//    MIT-licensed repository serengil/deepface) through the worker, each photo framed as an
//    ordinary 640×480 camera would see it and as a wide 854×480 (16:9, 480p) frame with the
//    person further away: true-match rate and false accepts at the server's match distance
//    (0.5, apps/server/src/modules/faces/similarity.ts), and how many photos were usable for
//    enrolment (one face, quality ≥ 0.8, and the size rule of utils/face-guidance.ts).
//
// Usage: node bench/face-ready-browser.mjs [--reloads 3] [--only ready|pairs]
//                                          [--detector ssd|tiny] [--glance]
// Needs `npm run build -w @ias/web` and ../shared/fixtures/faces (says so loudly when missing).
import { existsSync, readFileSync, statSync } from 'node:fs';
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
const fixtures = path.resolve(root, '../shared/fixtures/faces/deepface');
const MATCH_DISTANCE = 0.5;
/** As MIN_FACE_PX in face-guidance.ts (before this rule: 16 % of the frame's width). */
const MIN_FACE_PX = Number(process.env.MIN_FACE_PX ?? 48);

const { values } = parseArgs({
  options: {
    reloads: { type: 'string', default: '3' },
    only: { type: 'string' },
    // The pairs through the tiny detector instead of SSD, or SSD behind the kiosk's glance.
    detector: { type: 'string', default: 'ssd' },
    glance: { type: 'boolean', default: false },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
});

if (!existsSync(path.join(fixtures, 'master.csv'))) {
  console.error(
    `\n!!! Face fixtures not found: ${fixtures}\n!!! This benchmark needs ../shared/fixtures/faces (DESIGN.md §7).\n`,
  );
  process.exit(1);
}
const workerFile = findFaceWorker(dist);

const TYPES = CONTENT_TYPES;

/** Draws a photo into a camera-sized frame: `fit` is the share of the frame the photo may fill. */
const FRAME = `
async function frameOf(name, width, height, fit) {
  const photo = await createImageBitmap(await (await fetch('/__bench/photo/' + name)).blob());
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080'; ctx.fillRect(0, 0, width, height);
  const scale = Math.min((width * fit) / photo.width, (height * fit) / photo.height);
  const w = photo.width * scale, h = photo.height * scale;
  ctx.drawImage(photo, (width - w) / 2, (height - h) / 2, w, h);
  return canvas;
}
function startWorker() {
  const worker = new Worker('/assets/${workerFile}', { type: 'module' });
  let id = 0;
  const call = (message, transfer = []) => new Promise((resolve, reject) => {
    const my = ++id;
    worker.onmessage = (e) => e.data.id === my && (e.data.ok ? resolve(e.data) : reject(new Error(e.data.error)));
    worker.postMessage({ ...message, id: my }, transfer);
  });
  return { worker, call };
}`;

/** Page 1: times the worker from navigation start, as the kiosk page starts it. */
const READY_PAGE = `<!doctype html><meta charset="utf-8"><title>face ready</title><script type="module">
${FRAME}
const controlled = Boolean(navigator.serviceWorker?.controller);
const canvas = await frameOf('img1.jpg', 640, 480, 1);
const { call } = startWorker();
const init = await call({ type: 'init', detector: 'ssd', backend: 'wasm' });
const ready = performance.now();
const bitmap = await createImageBitmap(canvas);
const { frame } = await call({ type: 'analyse', frame: bitmap, withDescriptor: true }, [bitmap]);
const first = performance.now();
if ('serviceWorker' in navigator) {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const cached = new Promise((resolve) => navigator.serviceWorker.addEventListener('message', resolve, { once: true }));
  navigator.serviceWorker.startMessages();
  (registration.active).postMessage({ type: 'cache-loaded', urls: [...performance.getEntriesByType('resource').map((e) => e.name), ...(init.info.files ?? [])] });
  await cached;
}
window.result = { ready, first, found: Boolean(frame.face?.descriptor), controlled };
</script>`;

/** Page 2: descriptors of every labelled photo in two framings. */
const PAIRS_PAGE = `<!doctype html><meta charset="utf-8"><title>face pairs</title><script type="module">
${FRAME}
window.describe = async (names, width, height, fit, smallFaces, detector, glance) => {
  const { worker, call } = startWorker();
  await call({ type: 'init', detector, backend: 'wasm', smallFaces, glance });
  const out = {};
  for (const name of names) {
    const bitmap = await createImageBitmap(await frameOf(name, width, height, fit));
    const { frame } = await call({ type: 'analyse', frame: bitmap, withDescriptor: true, glance }, [bitmap]);
    out[name] = { faceCount: frame.faceCount, width: frame.width, height: frame.height, face: frame.face };
  }
  worker.terminate();
  return out;
};
window.benchReady = true;
</script>`;

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/__bench/ready') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(READY_PAGE);
    return;
  }
  if (url.pathname === '/__bench/pairs') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAIRS_PAGE);
    return;
  }
  if (url.pathname.startsWith('/__bench/photo/')) {
    const file = path.join(fixtures, path.basename(url.pathname));
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(readFileSync(file));
    return;
  }
  const file = path.join(dist, path.normalize(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  // As the production server: hashed assets are immutable (so the plain HTTP cache also helps).
  const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
  if (url.pathname.startsWith('/assets/'))
    headers['cache-control'] = 'public, max-age=31536000, immutable';
  response.writeHead(200, headers).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: values.chrome,
  args: CHROMIUM_FLAGS,
});
const s = (v) => `${(v / 1000).toFixed(2)} s`;

async function ready() {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  const rows = [];
  for (let i = 0; i <= Number(values.reloads); i++) {
    if (i === 0) await page.goto(`${base}/__bench/ready`);
    else await page.reload();
    await page.waitForFunction(() => window.result, undefined, { timeout: 120_000 });
    rows.push(await page.evaluate(() => window.result));
  }
  await context.close();
  console.log('\nKiosk face worker, page load → ready (models + backend) → first frame analysed');
  console.log('visit            | worker ready | first detection | from the service worker');
  rows.forEach((row, i) =>
    console.log(
      `${(i === 0 ? 'cold (no cache)' : `reload ${i}`).padEnd(16)} | ${s(row.ready).padStart(12)} | ${s(row.first).padStart(15)} | ${row.controlled ? 'yes' : 'no'}${row.found ? '' : ' (face missed)'}`,
    ),
  );
}

/** The enrolment size and quality rule of apps/web/src/features/faces/utils/face-guidance.ts. */
function assess(frame) {
  const face = frame.face;
  if (!face) return 'no_face';
  if (frame.faceCount > 1) return 'several_faces';
  if (face.box.width * frame.width < MIN_FACE_PX) return 'too_small';
  if (face.box.width > 0.8) return 'too_close';
  if (face.score < 0.8 || !face.descriptor) return 'low_quality';
  return 'ok';
}

const distance = (a, b) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0));

async function pairs() {
  const csv = readFileSync(path.join(fixtures, 'master.csv'), 'utf8').trim().split('\n').slice(1);
  const labelled = csv.map((line) => {
    const [x, y, decision] = line.split(',');
    return { x, y, same: decision.trim() === 'Yes' };
  });
  const names = [...new Set(labelled.flatMap((p) => [p.x, p.y]))];
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${base}/__bench/pairs`);
  await page.waitForFunction(() => window.benchReady === true);
  console.log(
    `\nDetector: ${values.detector}${values.glance ? ', behind the glance (tiny, 224 px)' : ''}. Labelled pairs (deepface master.csv: ${labelled.filter((p) => p.same).length} same person, ${labelled.filter((p) => !p.same).length} different; ${names.length} photos), match at distance ≤ ${MATCH_DISTANCE}`,
  );
  console.log(
    'framing                        | face px p50 | face found | usable for enrolment | true matches | of usable pairs | false accepts | same-person d p50/max | different-person d min',
  );
  for (const [label, w, h, fit, crop] of [
    ['640×480, photo fills frame', 640, 480, 1, 'detect'],
    ['854×480 (16:9), far: no crop', 854, 480, 0.45, 'off'],
    ['854×480, crop → detect', 854, 480, 0.45, 'detect'],
    ['854×480, crop → describe', 854, 480, 0.45, 'describe'],
  ]) {
    const faces = await page.evaluate(
      ([n, a, b, c, d, e, g]) => window.describe(n, a, b, c, d, e, g),
      [names, w, h, fit, crop, values.detector, values.glance],
    );
    const found = names.filter((n) => faces[n].face?.descriptor);
    const usable = names.filter((n) => assess(faces[n]) === 'ok');
    const refused = {};
    for (const n of names)
      if (assess(faces[n]) !== 'ok')
        refused[assess(faces[n])] = (refused[assess(faces[n])] ?? 0) + 1;
    const same = [];
    const different = [];
    let trueMatches = 0;
    let falseAccepts = 0;
    let sameTotal = 0;
    let usableSame = 0;
    let usableMatches = 0;
    for (const pair of labelled) {
      const a = faces[pair.x].face?.descriptor;
      const b = faces[pair.y].face?.descriptor;
      if (pair.same) sameTotal++;
      if (!a || !b) continue;
      const d = distance(a, b);
      if (process.env.DEBUG && pair.same && d > MATCH_DISTANCE)
        console.log(
          `  miss ${pair.x} ${Math.round(faces[pair.x].face.box.width * faces[pair.x].width)}px ${assess(faces[pair.x])} / ${pair.y} ${Math.round(faces[pair.y].face.box.width * faces[pair.y].width)}px ${assess(faces[pair.y])}: ${d.toFixed(2)}`,
        );
      const bothUsable = assess(faces[pair.x]) === 'ok' && assess(faces[pair.y]) === 'ok';
      if (pair.same && bothUsable) {
        usableSame++;
        if (d <= MATCH_DISTANCE) usableMatches++;
      }
      if (pair.same) {
        same.push(d);
        if (d <= MATCH_DISTANCE) trueMatches++;
      } else {
        different.push(d);
        if (d <= MATCH_DISTANCE) falseAccepts++;
      }
    }
    same.sort((a, b) => a - b);
    console.log(
      [
        label.padEnd(30),
        String(
          Math.round(
            found.map((n) => faces[n].face.box.width * faces[n].width).sort((a, b) => a - b)[
              Math.floor(found.length / 2)
            ] ?? 0,
          ),
        ).padStart(11),
        `${found.length}/${names.length}`.padStart(10),
        `${usable.length}/${names.length}`.padStart(20),
        `${trueMatches}/${sameTotal} (${((100 * trueMatches) / sameTotal).toFixed(0)} %)`.padStart(
          12,
        ),
        `${usableMatches}/${usableSame}`.padStart(15),
        String(falseAccepts).padStart(13),
        `${(same[Math.floor(same.length / 2)] ?? NaN).toFixed(2)} / ${(same.at(-1) ?? NaN).toFixed(2)}`.padStart(
          21,
        ),
        (different.length ? Math.min(...different) : NaN).toFixed(2).padStart(23),
      ].join(' | ') +
        (Object.keys(refused).length ? `  (refused: ${JSON.stringify(refused)})` : ''),
    );
  }
  await page.close();
}

try {
  if (values.only !== 'pairs') await ready();
  if (values.only !== 'ready') await pairs();
} finally {
  await browser.close();
  server.close();
}
