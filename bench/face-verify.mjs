#!/usr/bin/env node
// What server-side face verification (issue 19) adds to a face check-in: the server decodes the
// challenge's frames, finds the face in each (face-api, tiny detector + 68 landmarks + 128-d
// descriptor, tfjs WASM on the CPU), checks the head movements and that one person made them.
// Beside it, in the same run, the plain descriptor match every face check-in does anyway
// (FaceIndex.nearest over 1,000 enrolled people). The frames are made from a fixture photo turned
// as a person following a challenge would (apps/server/src/modules/faces/pose-frames.ts). The
// frames go through the server's pool of face threads (FACE_THREADS): one check-in at a time,
// then --concurrent check-ins at once, as from several kiosks.
//
//   node face-verify.mjs [--runs <n>] [--frames <3..6>] [--threads <n>] [--concurrent <n>]
//                                            needs the built server and ../shared/fixtures/faces
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, option, requireBuiltServer, serverModule } from './lib/server.mjs';

requireBuiltServer();
const runs = Number(option('runs', '20'));
const frameCount = Math.min(6, Math.max(3, Number(option('frames', '3'))));
const { defaultFaceThreads } = await serverModule('config/env.js');
const threads = Number(option('threads', String(defaultFaceThreads())));
const concurrent = Math.max(1, Number(option('concurrent', '4')));
const photo = fileURLToPath(
  new URL('../../shared/fixtures/faces/faceapi/raj/raj1.png', import.meta.url),
);
if (!existsSync(photo)) {
  console.error(`Fixture photo not found: ${photo}`);
  process.exit(1);
}
const { checkFrames } = await serverModule('modules/attendance/face-verification.js');
const { FaceAnalysisPool } = await serverModule('modules/faces/frame-analysis.js');
const pool = new FaceAnalysisPool({ threads, queue: Number.MAX_SAFE_INTEGER });
const analyse = (frame) => pool.analyse(frame);
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

const first = await checkFrames(frames, actions, analyse);
if ('reason' in first) {
  console.error(`The bench frames did not pass verification: ${first.reason}`);
  process.exit(1);
}
// Every thread warmed up (each loads the models on its first frame).
await Promise.all(Array.from({ length: threads }, () => checkFrames(frames, actions, analyse)));
const verify = await timed(() => checkFrames(frames, actions, analyse), runs);

// `concurrent` check-ins at once, again and again until `runs` are done: each one's time from
// arrival to answer (queueing included), and check-ins answered per second.
const together = [];
const rushStart = process.hrtime.bigint();
for (let done = 0; done < runs; done += concurrent) {
  await Promise.all(
    Array.from({ length: Math.min(concurrent, runs - done) }, async () => {
      const start = process.hrtime.bigint();
      const result = await checkFrames(frames, actions, analyse);
      if ('reason' in result) throw new Error(`refused: ${result.reason}`);
      together.push(Number(process.hrtime.bigint() - start) / 1e6);
    }),
  );
}
const rushSeconds = Number(process.hrtime.bigint() - rushStart) / 1e9;
await pool.close();

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
  `\nServer face verification — ${runs} check-ins of ${frames.length} frames (${Math.round(bytes / frames.length / 1024)} kB JPEG each), ${threads} face thread${threads === 1 ? '' : 's'}, Node ${process.version}, ${path.basename(photo)}`,
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
row(`${concurrent} check-ins at once (arrival to answer)`, together);
console.log(
  `${`  answered per second, ${concurrent} at once`.padEnd(62)}${(runs / rushSeconds).toFixed(2).padStart(12)}`,
);
row('plain descriptor match (FaceIndex.nearest, 1,000 enrolled)', match);
