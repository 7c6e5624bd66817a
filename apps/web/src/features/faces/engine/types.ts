/** Messages and results shared by the face worker, its client and the benchmark. */

export type Detector = 'ssd' | 'tiny';
export type BackendChoice = 'auto' | 'wasm' | 'webgl';

/** A face box relative to the frame (0–1), so the page can draw it over a scaled video. */
export type FaceBox = { x: number; y: number; width: number; height: number };

export type FaceFrame = {
  /** How many faces the detector saw. */
  faceCount: number;
  /** The largest face, described; null when none was found. */
  face: {
    box: FaceBox;
    /** The detector's confidence. With SSD this is the quality score (SPEC.md: ≥ 0.8). */
    score: number;
    descriptor: number[] | null;
    eyeAspectRatio: number;
    yaw: number;
  } | null;
  width: number;
  height: number;
  timings: { detect: number; landmarks: number; descriptor: number; total: number };
  /** True when only the quick glance ran (it saw no face, so the full pipeline did not). */
  glanced?: boolean;
  /**
   * The frame itself as a small JPEG (base64, at most 320 px wide), when asked for: the server
   * verifies a face check-in from a few of them (issue 19). Never stored.
   */
  jpeg?: string;
};

export type EngineInfo = {
  backend: string;
  detector: Detector;
  loadMs: number;
  /** Where `loadMs` went: starting the backend (tfjs and its .wasm), then the models. */
  backendMs?: number;
  modelsMs?: number;
  /** Every file the worker loaded (its scripts, the models, the .wasm), for the offline cache. */
  files?: string[];
};

export type WorkerRequest =
  | {
      id: number;
      type: 'init';
      detector: Detector;
      backend: BackendChoice;
      /** How small faces get a second look (face-engine.ts `SmallFaces`), for the benchmark. */
      smallFaces?: 'off' | 'detect' | 'describe';
      /** Also load the tiny detector for quick glances (`analyse` with `glance`). */
      glance?: boolean;
    }
  | {
      id: number;
      type: 'analyse';
      frame: ImageBitmap;
      withDescriptor: boolean;
      withJpeg?: boolean;
      /**
       * Glance first: the tiny detector looks for any face, and only a frame where it sees one
       * goes through the full pipeline (the idle kiosk's frames, most of them empty).
       */
      glance?: boolean;
    };

export type WorkerResponse =
  | { id: number; ok: true; info?: EngineInfo; frame?: FaceFrame }
  | { id: number; ok: false; error: string };
