#!/usr/bin/env node
// What server-side face verification (issue 19) adds to a face check-in: the server decodes the
// challenge's frames, finds the face in each (face-api, tiny detector + 68 landmarks + 128-d
// descriptor, tfjs WASM on the CPU), checks the head movements and that one person made them.
// Beside it, in the same run, the plain descriptor match every face check-in does anyway
// (FaceIndex.nearest over 1,000 enrolled people). The frames are made from a fixture photo turned
// as a person following a challenge would (apps/server/src/modules/faces/pose-frames.ts).
//
//   node face-verify.mjs [--runs <n>] [--frames <3..6>]   needs the built server and
//                                                          ../shared/fixtures/faces
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, option, requireBuiltServer, serverModule } from './lib/server.mjs';

requireBuiltServer();
const runs = Number(option('runs', '20'));
const frameCount = Math.min(6, Math.max(3, Number(option('frames', '3'))));
const photo = fileURLToPath(
  new URL('../../shared/fixtures/faces/faceapi/raj/raj1.png', import.meta.url),
);
if (!existsSync(photo)) {
  console.error(`Fixture photo not found: ${photo}`);
  process.exit(1);
}
const { checkFrames } = await serverModule('modules/attendance/face-verification.js');
const { turnedFrame } = await serverModule('modules/faces/pose-frames.js');
const { FaceIndex } = await serverModule('modules/faces/face-index.js');

// A challenge of a turn to the left then back to the centre, with extra frames of the turn when
// asked for more than three.
const actions = ['left', 'centre'];
const poses = [0, ...Array.from({ length: frameCount - 2 }, () => 0.35), 0];
const frames = await Promise.all(poses.map((turn) => turnedFrame(photo, turn)));
const bytes = frames.reduce((sum, f) => sum + f.length, 0);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
async function timed(fn, repeats) {
  await fn(); // warm-up (loads the models on first use)
  const times = [];
  for (let i = 0; i < repeats; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

const first = await checkFrames(frames, actions);
if ('reason' in first) {
  console.error(`The bench frames did not pass verification: ${first.reason}`);
  process.exit(1);
}
const verify = await timed(() => checkFrames(frames, actions), runs);

let state = 7;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
};
const index = new FaceIndex();
for (let i = 0; i < 1000; i++)
  index.add(
    `m${i}`,
    Float32Array.from({ length: 128 }, () => random() * 0.2),
  );
const match = await timed(() => index.nearest(first.descriptor), runs * 50);

console.log(
  `\nServer face verification — ${runs} check-ins of ${frames.length} frames (${Math.round(bytes / frames.length / 1024)} kB JPEG each), Node ${process.version}, ${path.basename(photo)}`,
);
const row = (label, values) =>
  console.log(
    `${label.padEnd(62)}${ms(percentile(values, 50)).padStart(12)}${ms(percentile(values, 95)).padStart(12)}`,
  );
console.log(`${'per check-in'.padEnd(62)}${'p50'.padStart(12)}${'p95'.padStart(12)}`);
row('verification (decode, detect, landmarks, descriptors, checks)', verify);
row(
  '  the same, per frame',
  verify.map((t) => t / frames.length),
);
row('plain descriptor match (FaceIndex.nearest, 1,000 enrolled)', match);
