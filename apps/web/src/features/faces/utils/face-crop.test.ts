import { describe, expect, it } from 'vitest';
import type { FaceFrame } from '../engine/types';
import { nextFrameDelay, startsWithGlance } from '../hooks/use-face-scanner';
import { CROP_BELOW_PX, CROP_SIDE_PX, faceCrop, fromCrop } from './face-crop';
import { assessFrame, MIN_FACE_PX } from './face-guidance';

const frame = (widthPx: number, frameWidth: number, score = 0.95): FaceFrame => ({
  faceCount: 1,
  face: {
    box: { x: 0.4, y: 0.3, width: widthPx / frameWidth, height: (1.2 * widthPx) / frameWidth },
    score,
    descriptor: Array.from({ length: 128 }, () => 0.01),
    eyeAspectRatio: 0.3,
    yaw: 0,
  },
  width: frameWidth,
  height: Math.round((frameWidth * 9) / 16),
  timings: { detect: 0, landmarks: 0, descriptor: 0, total: 0 },
});

describe('faceCrop', () => {
  it('leaves a face large enough as it is', () => {
    expect(faceCrop({ x: 200, y: 100, width: CROP_BELOW_PX, height: 140 }, 832, 468)).toBeNull();
  });

  it('cuts a square twice the face around it and enlarges it to the working size', () => {
    const crop = faceCrop({ x: 400, y: 200, width: 50, height: 60 }, 832, 468)!;
    expect(crop.size).toBe(120);
    expect(crop.x).toBe(365);
    expect(crop.y).toBe(170);
    expect(crop.scale).toBeCloseTo(CROP_SIDE_PX / 120);
    // The face is back where it was in the frame once its box in the crop is scaled back.
    const inCrop = {
      x: 35 * crop.scale,
      y: 30 * crop.scale,
      width: 50 * crop.scale,
      height: 60 * crop.scale,
    };
    const back = fromCrop(inCrop, crop);
    expect(back.x).toBeCloseTo(400);
    expect(back.y).toBeCloseTo(200);
    expect(back.width).toBeCloseTo(50);
    expect(back.height).toBeCloseTo(60);
  });

  it('keeps the square inside the frame and never enlarges more than four times', () => {
    const crop = faceCrop({ x: 2, y: 440, width: 20, height: 24 }, 832, 468)!;
    expect(crop.x).toBe(0);
    expect(crop.y + crop.size).toBeLessThanOrEqual(468);
    expect(crop.scale).toBe(4);
  });
});

describe('the size rule for enrolment and check-in', () => {
  it('counts the face in pixels, so a wide frame is not held to more than a 4:3 one', () => {
    // 70 px in a 640 px wide frame: 11 % of its width, which the old 16 % rule refused.
    expect(assessFrame(frame(70, 640))).toBe('ok');
    expect(assessFrame(frame(MIN_FACE_PX, 640))).toBe('ok');
    expect(assessFrame(frame(MIN_FACE_PX - 1, 640))).toBe('too_small');
  });

  it('still asks for a clearer face when the score is low', () => {
    expect(assessFrame(frame(120, 640, 0.7))).toBe('low_quality');
  });
});

describe('nextFrameDelay', () => {
  it('reads back to back while a face is in view and every 500 ms otherwise', () => {
    expect(nextFrameDelay(true, 300)).toBe(0);
    expect(nextFrameDelay(true, 10)).toBe(40);
    expect(nextFrameDelay(false, 300)).toBe(200);
    expect(nextFrameDelay(false, 700)).toBe(0);
  });

  it('glances at an empty view every 200 ms where glances are on (the kiosk)', () => {
    expect(nextFrameDelay(false, 50, true)).toBe(150);
    expect(nextFrameDelay(false, 250, true)).toBe(0);
    expect(nextFrameDelay(true, 10, true)).toBe(40);
  });
});

describe('startsWithGlance', () => {
  const look = { glance: true, faceInView: false, settled: false, sinceFullLook: 200 };

  it('glances at an empty view between full analyses at most 500 ms apart', () => {
    expect(startsWithGlance(look)).toBe(true);
    expect(startsWithGlance({ ...look, sinceFullLook: 500 })).toBe(false);
    expect(startsWithGlance({ ...look, glance: false })).toBe(false);
  });

  it('analyses a face in view fully at once, unless it is already dealt with', () => {
    expect(startsWithGlance({ ...look, faceInView: true })).toBe(false);
    expect(startsWithGlance({ ...look, faceInView: true, settled: true })).toBe(true);
    expect(startsWithGlance({ ...look, faceInView: true, settled: true, sinceFullLook: 900 })).toBe(
      true,
    );
    expect(startsWithGlance({ ...look, glance: false, faceInView: true, settled: true })).toBe(
      false,
    );
  });
});
