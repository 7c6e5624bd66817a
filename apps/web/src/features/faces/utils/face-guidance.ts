import { MIN_FACE_QUALITY } from '@ias/shared';
import type { FaceFrame } from '../engine/types';
import type en from '../locales/en.json';

type FacesMessage = Extract<keyof typeof en, string>;

export type Guidance =
  'no_face' | 'several_faces' | 'too_small' | 'too_close' | 'low_quality' | 'ok';

/**
 * A face narrower than this many pixels of the analysed frame (at most 640 px wide) is too far
 * away to describe reliably, even enlarged (utils/face-crop.ts). Counted in pixels, not as a share
 * of the frame, so a wide 16:9 camera is not held to more than a 4:3 one; the descriptor network
 * works on a 150 px face and the fixture pairs keep their distances down to about this width
 * (bench/README.md, face-ready-browser.mjs). It used to be 16 % of the frame's width (≈ 100 px).
 */
export const MIN_FACE_PX = 48;
const MAX_FACE_WIDTH = 0.8;

/**
 * What the person in front of the camera should do next. A frame is usable only when exactly one
 * face of a sensible size is seen with a detector score (the quality score) of at least 0.8.
 */
export function assessFrame(frame: FaceFrame | null): Guidance {
  if (!frame || !frame.face) return 'no_face';
  if (frame.faceCount > 1) return 'several_faces';
  if (frame.face.box.width * frame.width < MIN_FACE_PX) return 'too_small';
  if (frame.face.box.width > MAX_FACE_WIDTH) return 'too_close';
  if (frame.face.score < MIN_FACE_QUALITY || !frame.face.descriptor) return 'low_quality';
  return 'ok';
}

/** What to tell the person for each assessment (ids of the faces catalogue, said at render). */
export const GUIDANCE_TEXT: Record<Guidance, FacesMessage> = {
  no_face: 'faces.guidance.noFace',
  several_faces: 'faces.guidance.severalFaces',
  too_small: 'faces.guidance.tooSmall',
  too_close: 'faces.guidance.tooClose',
  low_quality: 'faces.guidance.lowQuality',
  ok: 'faces.guidance.holdStill',
};

/** Euclidean distance between two descriptors (face-api's own measure). */
export function descriptorDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}
