import { descriptorDistance } from './face-guidance';

/** A head movement of the server's face challenge (issue 19). */
export type FaceAction = 'left' | 'right' | 'centre';

/** What the server returns for a challenge: its nonce, two movements in order, seconds to live. */
export type FaceChallenge = {
  challenge: string;
  actions: FaceAction[];
  expires_in: number;
  /** Self check-in only: whether the organisation verifies faces on the server. */
  required?: boolean;
};

/** The movement wanted next (null: all done) and how many frames are already taken. */
export type ChallengeStep = { wanted: FaceAction | null; taken: number };

/**
 * A frame counts as turned when the nose has moved this far across the face (see
 * yawFromLandmarks: positive is the person's own left in a picture that is not mirrored), and as
 * facing the camera under CENTRE. The server accepts a little less either way (0.15 and 0.12), so
 * a frame the browser took for a pose is one the server reads the same.
 */
const TURNED = 0.2;
const CENTRE = 0.1;

export function poseOf(yaw: number): FaceAction | null {
  if (yaw >= TURNED) return 'left';
  if (yaw <= -TURNED) return 'right';
  if (Math.abs(yaw) < CENTRE) return 'centre';
  return null;
}

/**
 * Frames of one challenge further apart than this are not one person: the server refuses them
 * (SAME_PERSON_DISTANCE of its face check, "The pictures show more than one person").
 */
export const CHALLENGE_SAME_PERSON = 0.6;

/**
 * Collects the frames of one challenge: first the person facing the camera (whose descriptor and
 * score the check-in also carries), then one frame as each movement is seen, in the order asked.
 * It is given up a couple of seconds before the server would refuse it as expired.
 */
export class ChallengeRecorder {
  readonly frames: string[] = [];
  descriptor: number[] | null = null;
  quality = 0;
  private index = 0;
  private readonly startedAt: number;

  constructor(
    readonly challenge: FaceChallenge,
    now = Date.now(),
  ) {
    this.startedAt = now;
  }

  /** The movement wanted next ('centre' first), or null once every frame is in. */
  get wanted(): FaceAction | null {
    if (this.index === 0) return 'centre';
    return this.challenge.actions[this.index - 1] ?? null;
  }

  /** Where the person is in the challenge, for the prompt on screen. */
  get step(): ChallengeStep {
    return { wanted: this.wanted, taken: this.frames.length };
  }

  get done(): boolean {
    return this.index > this.challenge.actions.length;
  }

  isExpired(now = Date.now()): boolean {
    return now - this.startedAt > Math.max(1, this.challenge.expires_in - 2) * 1000;
  }

  /**
   * Whether a face is someone other than the one who started the challenge (who may have walked
   * away, or whose last look started it as they left): their frames would be refused.
   */
  isSomeoneElse(descriptor: readonly number[] | null): boolean {
    if (!descriptor || !this.descriptor) return false;
    return descriptorDistance(this.descriptor, descriptor) > CHALLENGE_SAME_PERSON;
  }

  /** Takes a frame when it shows the movement wanted; true once the challenge is complete. */
  add(face: { yaw: number; descriptor: number[] | null; score: number }, jpeg?: string): boolean {
    if (this.done || !jpeg) return this.done;
    if (poseOf(face.yaw) !== this.wanted) return false;
    if (this.index === 0) {
      if (!face.descriptor) return false;
      this.descriptor = face.descriptor;
      this.quality = Math.round(face.score * 1000) / 1000;
    }
    this.frames.push(jpeg);
    this.index++;
    return this.done;
  }
}
