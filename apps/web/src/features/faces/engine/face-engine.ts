import * as faceapi from '@vladmandic/face-api/dist/face-api.esm-nobundle.js';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { type Crop, faceCrop, fromCrop } from '../utils/face-crop';
import { landmarkMetrics } from '../utils/landmark-metrics';
import { MODEL_FILES, type ModelFiles, WASM_FILES } from './models';
import type { BackendChoice, Detector, EngineInfo, FaceFrame } from './types';

/**
 * The face pipeline: detector (SSD or tiny) → 68 landmarks → 128-d descriptor, on tfjs's WASM
 * backend (or WebGL when the device has a real GPU). Runs inside the face worker, and in the
 * benchmark through the same worker.
 */

/** Frames are scaled so their longer side is at most this (a 640×480 camera stays as it is). */
const MAX_SIDE = 640;
/** Margin added around every frame: detectors miss faces that touch the edge (tight crops). */
const PADDING = 0.15;
const PAD_GREY = '#808080';

let ready: Promise<EngineInfo> | null = null;
/**
 * What a small face's second look is used for: 'detect' finds the face again in the enlarged cut
 * (its box and score) and reads landmarks and descriptor from the frame; 'describe' reads them
 * from the cut too; 'off' skips the second look (the benchmark compares them).
 */
export type SmallFaces = 'off' | 'detect' | 'describe';
let smallFaces: SmallFaces = 'detect';

export function setSmallFaces(mode: SmallFaces) {
  smallFaces = mode;
}
const loaded = new Set<string>();

/** face-api looks for a DOM or Node; a worker has neither, so give it OffscreenCanvas. */
function setWorkerEnvironment() {
  if (faceapi.env.isBrowser() || faceapi.env.isNodejs()) return;
  const unsupported = () => {
    throw new Error('not available in a worker');
  };
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: class {},
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unsupported,
    createVideoElement: unsupported,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    readFile: unsupported,
  } as never);
}

/** True when WebGL runs on a real GPU (headless and VM browsers render it in software: 40× slower). */
function hasHardwareWebgl(): boolean {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '',
    );
    return !/swiftshader|llvmpipe|software|basic render|softpipe/i.test(renderer);
  } catch {
    return false;
  }
}

async function selectBackend(choice: BackendChoice): Promise<string> {
  if (choice !== 'wasm' && (choice === 'webgl' || hasHardwareWebgl())) {
    try {
      await import('@tensorflow/tfjs-backend-webgl');
      if (await tf.setBackend('webgl')) return 'webgl';
    } catch {
      // Fall back to WASM below.
    }
  }
  setWasmPaths(WASM_FILES);
  if (!(await tf.setBackend('wasm'))) throw new Error('The WASM backend did not start.');
  return 'wasm';
}

/** face-api's networks (typed against its own copy of tfjs's types, hence the loose signature). */
type Net = { loadFromWeightMap(map: never): void };

/**
 * The offline cache the kiosk's service worker keeps the hashed assets in (public/sw.js). A
 * reloaded kiosk's worker reads the weights from it directly: through the service worker's fetch
 * handler the same 12 MB took about half a second longer on a kiosk-class machine.
 */
const ASSET_CACHE = 'ias-assets-v1';

/** A weights file's bytes, each file read once however many callers ask for it. */
const reads = new Map<string, Promise<ArrayBuffer>>();

function readWeights(url: string): Promise<ArrayBuffer> {
  let read = reads.get(url);
  if (!read) {
    read = (async () => {
      // (No Cache API outside secure contexts: then the network, as before.)
      const cached = await globalThis.caches
        ?.match(url, { cacheName: ASSET_CACHE, ignoreVary: true })
        .catch(() => undefined);
      const response = cached ?? (await fetch(url));
      if (!response.ok) throw new Error(`Could not load face model (${response.status}).`);
      return response.arrayBuffer();
    })();
    read.catch(() => reads.delete(url));
    reads.set(url, read);
  }
  return read;
}

async function loadNet(net: Net, files: ModelFiles) {
  const bytes = await readWeights(files.weights);
  const specs = files.manifest.flatMap((group) => group.weights) as tf.io.WeightsManifestEntry[];
  net.loadFromWeightMap(tf.io.decodeWeights(bytes, specs) as never);
  reads.delete(files.weights);
}

function modelsFor(detector: Detector): Array<[string, Net, ModelFiles]> {
  return [
    detector === 'ssd'
      ? ['ssd', faceapi.nets.ssdMobilenetv1, MODEL_FILES.ssd]
      : ['tiny', faceapi.nets.tinyFaceDetector, MODEL_FILES.tiny],
    ['landmarks', faceapi.nets.faceLandmark68Net, MODEL_FILES.landmarks],
    ['recognition', faceapi.nets.faceRecognitionNet, MODEL_FILES.recognition],
  ];
}

async function ensureModels(detector: Detector) {
  await Promise.all(
    modelsFor(detector)
      .filter(([name]) => !loaded.has(name))
      .map(async ([name, net, files]) => {
        await loadNet(net, files);
        loaded.add(name);
      }),
  );
}

/**
 * The glance: the tiny detector on a small input with a low bar, only to tell an empty frame from
 * one worth the full pipeline (which decides with SSD and its quality score, as before). It sees
 * every fixture face framed 640×480 but none of the small ones of a far 16:9 frame, so the scanner
 * keeps its full analyses as well (use-face-scanner.ts FULL_LOOK_MS).
 */
const GLANCE = { inputSize: 224, scoreThreshold: 0.3 };

/** Loads the tiny detector for glances (at init, so the offline cache gets its file too). */
export async function initGlance(): Promise<void> {
  if (!ready) throw new Error('initEngine first');
  await ready;
  if (loaded.has('tiny')) return;
  await loadNet(faceapi.nets.tinyFaceDetector, MODEL_FILES.tiny);
  loaded.add('tiny');
}

/** Starts the backend and loads the models (once; later calls with another detector add it). */
export function initEngine(
  detector: Detector,
  backend: BackendChoice = 'auto',
): Promise<EngineInfo> {
  const started = performance.now();
  const previous = ready;
  ready = (async () => {
    let name: string;
    // The weights are read while the backend starts (they do not need it; decoding them does).
    for (const [model, , files] of modelsFor(detector))
      if (!loaded.has(model)) void readWeights(files.weights).catch(() => undefined);
    if (previous) name = (await previous).backend;
    else {
      setWorkerEnvironment();
      name = await selectBackend(backend);
      await tf.ready();
    }
    const backendDone = performance.now();
    await ensureModels(detector);
    const done = performance.now();
    return {
      backend: name,
      detector,
      loadMs: Math.round(done - started),
      backendMs: Math.round(backendDone - started),
      modelsMs: Math.round(done - backendDone),
    };
  })();
  ready.catch(() => {
    ready = previous;
  });
  return ready;
}

/** Draws the frame scaled down and padded with a grey margin; returns the pixels and the geometry. */
function padFrame(frame: ImageBitmap | ImageData) {
  const scale = Math.min(1, MAX_SIDE / Math.max(frame.width, frame.height));
  const width = Math.round(frame.width * scale);
  const height = Math.round(frame.height * scale);
  const padX = Math.round(width * PADDING);
  const padY = Math.round(height * PADDING);
  const canvas = new OffscreenCanvas(width + 2 * padX, height + 2 * padY);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = PAD_GREY;
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (frame instanceof ImageData) {
    const source = new OffscreenCanvas(frame.width, frame.height);
    source.getContext('2d')!.putImageData(frame, 0, 0);
    context.drawImage(source, padX, padY, width, height);
  } else {
    context.drawImage(frame, padX, padY, width, height);
  }
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return { pixels, width, height, padX, padY };
}

/** The square `crop` of the padded frame, enlarged by its scale, as the detector's input. */
function cropPixels(pixels: ImageData, crop: Crop): tf.Tensor3D {
  const source = new OffscreenCanvas(pixels.width, pixels.height);
  source.getContext('2d')!.putImageData(pixels, 0, 0);
  const side = Math.round(crop.size * crop.scale);
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
  return tf.browser.fromPixels(context.getImageData(0, 0, side, side)) as tf.Tensor3D;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Finds the largest face in a frame and, when asked, its descriptor. The timings split the work
 * into detection, landmarks and descriptor so the benchmark can report each.
 */
export async function analyseFrame(
  frame: ImageBitmap | ImageData,
  options: { detector: Detector; withDescriptor: boolean; glance?: boolean },
): Promise<FaceFrame> {
  await initEngine(options.detector);
  const t0 = performance.now();
  const { pixels, width, height, padX, padY } = padFrame(frame);
  let input = tf.browser.fromPixels(pixels) as tf.Tensor3D;
  try {
    if (options.glance && loaded.has('tiny')) {
      const seen = await faceapi.detectAllFaces(
        input as never,
        new faceapi.TinyFaceDetectorOptions(GLANCE),
      );
      if (!seen.length) {
        const ms = round(performance.now() - t0);
        return {
          faceCount: 0,
          face: null,
          width,
          height,
          glanced: true,
          timings: { detect: ms, landmarks: 0, descriptor: 0, total: ms },
        };
      }
    }
    const detectorOptions =
      options.detector === 'ssd'
        ? new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 5 })
        : new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
    const detections = await faceapi.detectAllFaces(input as never, detectorOptions);
    const t1 = performance.now();
    const empty: FaceFrame = {
      faceCount: detections.length,
      face: null,
      width,
      height,
      timings: { detect: round(t1 - t0), landmarks: 0, descriptor: 0, total: round(t1 - t0) },
    };
    if (!detections.length) return empty;
    let largest = detections.reduce((a, b) => (b.box.area > a.box.area ? b : a));
    // A small face (wide or low-resolution camera): look again at it, cut out and enlarged.
    let crop: Crop | null =
      smallFaces === 'off' ? null : faceCrop(largest.box, pixels.width, pixels.height);
    if (crop) {
      const cropped = cropPixels(pixels, crop);
      const again = await faceapi.detectAllFaces(cropped as never, detectorOptions);
      const best = again.length ? again.reduce((a, b) => (b.box.area > a.box.area ? b : a)) : null;
      if (best && smallFaces === 'describe') {
        input.dispose();
        input = cropped;
        largest = best;
      } else if (best) {
        const b = fromCrop(best.box, crop);
        const [w, h] = [pixels.width, pixels.height];
        largest = new faceapi.FaceDetection(
          best.score,
          new faceapi.Rect(b.x / w, b.y / h, b.width / w, b.height / h),
          { width: w, height: h },
        );
        cropped.dispose();
        crop = null;
      } else {
        cropped.dispose();
        crop = null;
      }
    }
    const withLandmarks = await new faceapi.DetectSingleFaceLandmarksTask(
      Promise.resolve({ detection: largest }),
      input as never,
      false,
    ).run();
    const t2 = performance.now();
    if (!withLandmarks) return empty;
    let descriptor: number[] | null = null;
    if (options.withDescriptor) {
      const described = await new faceapi.ComputeSingleFaceDescriptorTask(
        Promise.resolve(withLandmarks),
        input as never,
      ).run();
      descriptor = described ? Array.from(described.descriptor) : null;
    }
    const t3 = performance.now();
    const box = crop ? fromCrop(largest.box, crop) : largest.box;
    return {
      faceCount: detections.length,
      face: {
        box: {
          x: (box.x - padX) / width,
          y: (box.y - padY) / height,
          width: box.width / width,
          height: box.height / height,
        },
        score: largest.score,
        descriptor,
        ...landmarkMetrics(withLandmarks.landmarks.positions),
      },
      width,
      height,
      timings: {
        detect: round(t1 - t0),
        landmarks: round(t2 - t1),
        descriptor: round(t3 - t2),
        total: round(t3 - t0),
      },
    };
  } finally {
    input.dispose();
  }
}
