import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as FaceApiModule from '@vladmandic/face-api';
import sharp from 'sharp';

/** ../shared/fixtures/faces relative to the project root (never copied into the repository). */
export const FIXTURES_DIR = fileURLToPath(
  new URL('../../../../../shared/fixtures/faces/', import.meta.url),
);

export function fixturesPresent(): boolean {
  return (
    existsSync(path.join(FIXTURES_DIR, 'faceapi')) &&
    existsSync(path.join(FIXTURES_DIR, 'deepface', 'master.csv'))
  );
}

/** Says loudly that the face fixtures are missing (tests that need them call this first). */
export function requireFixtures(): void {
  if (!fixturesPresent()) {
    throw new Error(
      `Face fixtures not found at ${FIXTURES_DIR}. The face tests need ../shared/fixtures/faces (see DESIGN.md §7).`,
    );
  }
}

export type FaceResult =
  | { file: string; descriptor: number[]; score: number }
  | { file: string; descriptor: null; score: 0 };

const require = createRequire(import.meta.url);
type FaceApi = typeof FaceApiModule;
let api: Promise<FaceApi> | undefined;

/** face-api on tfjs's WASM backend in Node (its default Node build wants tfjs-node, which downloads a binary). */
function faceApi(): Promise<FaceApi> {
  api ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
    (faceapi.tf as unknown as { setWasmPaths(p: string): void }).setWasmPaths(
      `${path.join(wasmDir, 'dist')}/`,
    );
    await faceapi.tf.setBackend('wasm');
    await faceapi.tf.ready();
    const modelDir = path.join(
      path.dirname(require.resolve('@vladmandic/face-api/package.json')),
      'model',
    );
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    return faceapi;
  })();
  return api;
}

/**
 * Detects the most confident face (SSD) and returns its 128-d descriptor. Tight crops get a
 * margin first (detectors need context around a face); EXIF orientation is applied.
 */
export async function describeFace(file: string): Promise<FaceResult> {
  const faceapi = await faceApi();
  const meta = await sharp(file).metadata();
  const tight = Math.max(meta.width ?? 0, meta.height ?? 0) <= 200;
  let image = sharp(file).rotate().removeAlpha().toColourspace('srgb');
  if (tight)
    image = image.extend({
      top: 60,
      bottom: 60,
      left: 60,
      right: 60,
      background: { r: 128, g: 128, b: 128 },
    });
  image = image.resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const result = await faceapi
      .detectSingleFace(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.3 }))
      .withFaceLandmarks()
      .withFaceDescriptor();
    if (!result) return { file, descriptor: null, score: 0 };
    return { file, descriptor: Array.from(result.descriptor), score: result.detection.score };
  } finally {
    tensor.dispose();
  }
}

/** Descriptors of many files, cached on disk by file path and size so repeated runs are quick. */
export async function describeFaces(files: string[]): Promise<Map<string, FaceResult>> {
  const key = createHash('sha256')
    .update(files.map((f) => `${f}:${statSync(f).size}`).join('|'))
    .digest('hex')
    .slice(0, 16);
  const cacheDir = path.join(tmpdir(), 'ias-face-cache');
  const cacheFile = path.join(cacheDir, `${key}.json`);
  if (existsSync(cacheFile)) {
    return new Map(
      (JSON.parse(readFileSync(cacheFile, 'utf8')) as FaceResult[]).map((r) => [r.file, r]),
    );
  }
  const results: FaceResult[] = [];
  for (const file of files) results.push(await describeFace(file));
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(results));
  return new Map(results.map((r) => [r.file, r]));
}

/** The eight people of the faceapi set, five crops each. */
export function faceapiPeople(): Record<string, string[]> {
  const root = path.join(FIXTURES_DIR, 'faceapi');
  return Object.fromEntries(
    readdirSync(root)
      .filter((name) => statSync(path.join(root, name)).isDirectory())
      .sort()
      .map((name) => [
        name,
        readdirSync(path.join(root, name))
          .sort()
          .map((f) => path.join(root, name, f)),
      ]),
  );
}

/** The labelled pairs of the deepface set. */
export function deepfacePairs(): Array<{ a: string; b: string; same: boolean }> {
  const root = path.join(FIXTURES_DIR, 'deepface');
  return readFileSync(path.join(root, 'master.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([a, b, decision]) => ({
      a: path.join(root, a!),
      b: path.join(root, b!),
      same: decision!.trim() === 'Yes',
    }));
}

export function euclidean(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
