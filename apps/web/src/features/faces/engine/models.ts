import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_model-weights_manifest.json';
import landmarksWeights from '@vladmandic/face-api/model/face_landmark_68_model.bin?url';
import recognitionManifest from '@vladmandic/face-api/model/face_recognition_model-weights_manifest.json';
import recognitionWeights from '@vladmandic/face-api/model/face_recognition_model.bin?url';
import ssdManifest from '@vladmandic/face-api/model/ssd_mobilenetv1_model-weights_manifest.json';
import ssdWeights from '@vladmandic/face-api/model/ssd_mobilenetv1_model.bin?url';
import tinyManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import tinyWeights from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

/**
 * The model weights and tfjs WASM binaries, as files Vite copies into the build with a content
 * hash: served from our own origin (nothing from a CDN), cached for good, and fetched only by the
 * face worker on the pages that use it.
 */
export type WeightSpecs = Array<{ paths: string[]; weights: unknown[] }>;

export type ModelFiles = { manifest: WeightSpecs; weights: string };

export const MODEL_FILES = {
  ssd: { manifest: ssdManifest as WeightSpecs, weights: ssdWeights },
  tiny: { manifest: tinyManifest as WeightSpecs, weights: tinyWeights },
  landmarks: { manifest: landmarksManifest as WeightSpecs, weights: landmarksWeights },
  recognition: { manifest: recognitionManifest as WeightSpecs, weights: recognitionWeights },
} satisfies Record<string, ModelFiles>;

export const WASM_FILES = {
  'tfjs-backend-wasm.wasm': wasmPlain,
  'tfjs-backend-wasm-simd.wasm': wasmSimd,
  'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
};

/** The face-api release the descriptors come from (the server stores it with every capture). */
export const FACE_MODEL_VERSION = '1.7.15';
