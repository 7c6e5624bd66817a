/**
 * Where to look again at a small face. A wide or low-resolution camera frame leaves a face a few
 * dozen pixels wide once the frame is scaled to the detector's 640 px: the detector's score drops
 * below the quality bar and the landmarks (hence the descriptor) get coarse. The face engine then
 * cuts a square around the face and scales it up to the detector's working size, and finds and
 * describes the face again there.
 */

export type PixelBox = { x: number; y: number; width: number; height: number };
export type Crop = { x: number; y: number; size: number; scale: number };

/** Faces at least this wide (in frame pixels) are described in the frame as it is. */
export const CROP_BELOW_PX = 120;
/** The crop is scaled to this side: a face then fills about 160 px of it. */
export const CROP_SIDE_PX = 320;
/** The square crop is this many times the face's larger side (forehead, chin and some margin). */
const CONTEXT = 2;
/** Never enlarge more than this: beyond it there is no detail left to find. */
const MAX_SCALE = 4;

/**
 * The square to cut around a face found at `box` in a frame of `width` × `height`, or null when
 * the face is large enough as it is. The square is kept inside the frame (shifted, then shrunk).
 */
export function faceCrop(box: PixelBox, width: number, height: number): Crop | null {
  if (box.width >= CROP_BELOW_PX || box.width <= 0 || box.height <= 0) return null;
  const size = Math.min(Math.round(CONTEXT * Math.max(box.width, box.height)), width, height);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const x = Math.round(Math.min(Math.max(0, centreX - size / 2), width - size));
  const y = Math.round(Math.min(Math.max(0, centreY - size / 2), height - size));
  return { x, y, size, scale: Math.min(MAX_SCALE, CROP_SIDE_PX / size) };
}

/** A box found in the crop, back in the frame's pixels. */
export function fromCrop(box: PixelBox, crop: Crop): PixelBox {
  return {
    x: crop.x + box.x / crop.scale,
    y: crop.y + box.y / crop.scale,
    width: box.width / crop.scale,
    height: box.height / crop.scale,
  };
}
