import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApiModule from '@vladmandic/face-api';
import sharp from 'sharp';

type FaceApi = typeof FaceApiModule;
const require = createRequire(import.meta.url);
let api: Promise<FaceApi> | undefined;

/**
 * face-api on tfjs's WASM backend, loaded once per process on first use (its default Node entry
 * wants tfjs-node, which downloads a binary: DESIGN.md §8). The same model family as the browser:
 * the tiny detector, 68 landmarks and the 128-d recognition net, all on the CPU.
 */
export function faceApi(): Promise<FaceApi> {
  api ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
    const tf = faceapi.tf as unknown as {
      setWasmPaths(p: string): void;
      setBackend(name: string): Promise<boolean>;
      ready(): Promise<void>;
    };
    tf.setWasmPaths(`${path.join(wasmDir, 'dist')}/`);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(
      path.dirname(require.resolve('@vladmandic/face-api/package.json')),
      'model',
    );
    await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    return faceapi;
  })();
  api.catch(() => {
    api = undefined;
  });
  return api;
}

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Head turn from the 68 landmarks, as the browser measures it (features/faces/utils/
 * landmark-metrics.ts): where the nose tip (30) sits between the two sides of the jaw (0 and 16).
 * 0 is frontal; positive when the nose moves to the right of the picture (the person turning to
 * their own left, in a camera picture that is not mirrored).
 */
export function yawFromLandmarks(points: readonly Point[]): number {
  if (points.length < 68) return 0;
  const nose = points[30]!;
  const left = distance(nose, points[0]!);
  const right = distance(nose, points[16]!);
  return left + right === 0 ? 0 : (left - right) / (left + right);
}

export type FrameFace = { yaw: number; score: number; descriptor: Float32Array };

/** Frames larger than this are scaled down before detection (a kiosk sends about 320 px). */
const MAX_SIDE = 640;

/**
 * The face in one camera frame (a JPEG or PNG): its head turn, detection score and descriptor, or
 * null when there is no face. The picture is decoded in memory and never written anywhere.
 */
export async function analyseFrame(image: Buffer): Promise<FrameFace | null> {
  const faceapi = await faceApi();
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(image, { limitInputPixels: 4096 * 4096 })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = decoded;
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const result = await faceapi
      .detectSingleFace(
        tensor as never,
        new faceapi.TinyFaceDetectorOptions({ inputSize: 320, scoreThreshold: 0.4 }),
      )
      .withFaceLandmarks()
      .withFaceDescriptor();
    if (!result) return null;
    return {
      yaw: yawFromLandmarks(result.landmarks.positions),
      score: result.detection.score,
      descriptor: result.descriptor,
    };
  } finally {
    tensor.dispose();
  }
}
