#!/usr/bin/env node
// Face matching cost: exact nearest-neighbour search over 1k, 10k and 100k enrolled 128-d
// descriptors with the server's FaceIndex, next to the plain memory-scan limit measured in the
// same run (a bare loop over the same Float32Array: squared distances, nothing else).
//
//   node face-match.mjs [--probes <n>]      needs the built server; prints figures only
import { ms, option, requireBuiltServer, serverModule } from './lib/server.mjs';

requireBuiltServer();
const { FaceIndex } = await serverModule('modules/faces/face-index.js');
const probes = Number(option('probes', '200'));
const DIM = 128;

let state = 42;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
};
const descriptor = () => Float32Array.from({ length: DIM }, () => random() * 0.2);

/** The limit: one pass of squared distances over the matrix, keeping only the minimum. */
function bareScan(matrix, rows, probe) {
  let best = Infinity;
  for (let row = 0; row < rows; row++) {
    const offset = row * DIM;
    let sum = 0;
    for (let i = 0; i < DIM; i++) {
      const d = matrix[offset + i] - probe[i];
      sum += d * d;
    }
    if (sum < best) best = sum;
  }
  return best;
}

function time(fn, repeats) {
  fn(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < repeats; i++) fn(i);
  return Number(process.hrtime.bigint() - start) / 1e6 / repeats;
}

console.log(
  `\nFace match benchmark — exact search, ${probes} probes per size, Node ${process.version}`,
);
console.log('enrolled   FaceIndex.nearest   bare scan (limit)   index ÷ limit   scan rate');
for (const size of [1_000, 10_000, 100_000]) {
  const index = new FaceIndex();
  const matrix = new Float32Array(size * DIM);
  for (let row = 0; row < size; row++) {
    const d = descriptor();
    index.add(`member-${row % Math.max(1, size / 3)}`, d);
    matrix.set(d, row * DIM);
  }
  const queries = Array.from({ length: probes }, descriptor);
  const repeats = size >= 100_000 ? Math.max(10, probes / 10) : probes;
  const indexMs = time((i = 0) => index.nearest(queries[i % probes]), repeats);
  const bareMs = time((i = 0) => bareScan(matrix, size, queries[i % probes]), repeats);
  const gbPerSecond = (size * DIM * 4) / (bareMs / 1000) / 1e9;
  console.log(
    `${String(size).padStart(8)}   ${ms(indexMs).padStart(17)}   ${ms(bareMs).padStart(17)}   ${(indexMs / bareMs).toFixed(2).padStart(13)}   ${gbPerSecond.toFixed(2)} GB/s`,
  );
}
