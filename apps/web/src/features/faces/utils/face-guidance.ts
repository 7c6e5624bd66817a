import { MIN_FACE_QUALITY } from '@ias/shared';
import type { FaceFrame } from '../engine/types';

export type Guidance =
  'no_face' | 'several_faces' | 'too_small' | 'too_close' | 'low_quality' | 'ok';

/** A face narrower than this share of the frame is too far away to describe reliably. */
const MIN_FACE_WIDTH = 0.16;
const MAX_FACE_WIDTH = 0.8;

/**
 * What the person in front of the camera should do next. A frame is usable only when exactly one
 * face of a sensible size is seen with a detector score (the quality score) of at least 0.8.
 */
export function assessFrame(frame: FaceFrame | null): Guidance {
  if (!frame || !frame.face) return 'no_face';
  if (frame.faceCount > 1) return 'several_faces';
  if (frame.face.box.width < MIN_FACE_WIDTH) return 'too_small';
  if (frame.face.box.width > MAX_FACE_WIDTH) return 'too_close';
  if (frame.face.score < MIN_FACE_QUALITY || !frame.face.descriptor) return 'low_quality';
  return 'ok';
}

export const GUIDANCE_TEXT: Record<Guidance, string> = {
  no_face: 'Look at the camera',
  several_faces: 'One person at a time, please',
  too_small: 'Come a little closer',
  too_close: 'Move back a little',
  low_quality: 'Face the camera in good light and hold still',
  ok: 'Hold still…',
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
