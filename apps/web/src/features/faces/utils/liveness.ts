import { descriptorDistance } from './face-guidance';

export type LivenessSample = { eyeAspectRatio: number; yaw: number; descriptor: number[] | null };

/** About six seconds of frames at one every 500 ms. */
const WINDOW = 12;
/** A turn of the head that moves the nose this far across the face (see yawFromLandmarks). */
const MIN_YAW_RANGE = 0.22;
/** Closed eyes measure below this; open ones above OPEN_EAR. */
const CLOSED_EAR = 0.19;
const OPEN_EAR = 0.24;
/** Samples further than this from the newest belong to someone else. */
const SAME_PERSON = 0.6;

/**
 * A simple liveness check from landmarks across frames: a printed photo or a still screen keeps
 * the same eye openness and head angle, while a person asked to blink or turn their head changes
 * them. Passes on a blink (an eye aspect ratio dip below 0.19 while the eyes are otherwise open)
 * or a head turn (the nose moving ≥ 0.22 across the face). A replayed video can still fool it;
 * it raises the bar against photos, which is what proxy attendance usually uses.
 */
export class LivenessTracker {
  private samples: LivenessSample[] = [];

  add(sample: LivenessSample): boolean {
    this.samples.push(sample);
    if (this.samples.length > WINDOW) this.samples.shift();
    return this.isLive();
  }

  reset() {
    this.samples = [];
  }

  isLive(): boolean {
    const newest = this.samples.at(-1);
    if (!newest) return false;
    const same = this.samples.filter(
      (s) =>
        !newest.descriptor ||
        !s.descriptor ||
        descriptorDistance(s.descriptor, newest.descriptor) < SAME_PERSON,
    );
    if (same.length < 2) return false;
    const yaws = same.map((s) => s.yaw);
    if (Math.max(...yaws) - Math.min(...yaws) >= MIN_YAW_RANGE) return true;
    const ears = same.map((s) => s.eyeAspectRatio).sort((a, b) => a - b);
    const median = ears[Math.floor(ears.length / 2)]!;
    return ears[0]! < CLOSED_EAR && median >= OPEN_EAR;
  }
}
