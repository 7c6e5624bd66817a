import { descriptorDistance } from '@/features/faces';

/**
 * After any answer, the same face is not sent again for this long: long enough for the answer to
 * be seen, and a refused face is retried after it. A different face is sent at once (the next
 * person in a queue steps up while the last one's greeting is still on screen); it was 2.5 s for
 * everyone, then 0.8 s for everyone, which still held up the person after a refused stranger.
 */
export const PAUSE_MS = 800;
/** The person just recorded is not sent again while they stay in front of the camera. */
export const SAME_PERSON_MS = 20_000;
/** Descriptors closer than this are taken for the same person (the server matches at 0.5). */
export const SAME_PERSON = 0.5;

/** A face the kiosk sent, and when. */
export type SentFace = { descriptor: readonly number[]; at: number };

export type GateDecision =
  | { send: true }
  /** Not sent; until `settledUntil` the face in view needs no full look (it is dealt with). */
  | { send: false; settledUntil: number };

const same = (a: SentFace | null, descriptor: readonly number[]) =>
  a !== null && descriptorDistance(a.descriptor, descriptor) < SAME_PERSON;

/**
 * Whether a good face should be sent as a check-in now. Not while another is in flight; not the
 * person last recorded (for SAME_PERSON_MS); not the face last answered during the pause after
 * its answer; anyone else at once.
 */
export function faceGate(
  descriptor: readonly number[],
  now: number,
  state: {
    busy: boolean;
    /** The last face recorded (or queued): the same person is not sent twice. */
    recorded: SentFace | null;
    /** The last face answered, whatever the answer, and the end of the pause after it. */
    answered: SentFace | null;
    pausedUntil: number;
  },
): GateDecision {
  if (state.busy) return { send: false, settledUntil: 0 };
  if (same(state.recorded, descriptor) && now - state.recorded!.at < SAME_PERSON_MS)
    return { send: false, settledUntil: state.recorded!.at + SAME_PERSON_MS };
  if (same(state.answered, descriptor) && now < state.pausedUntil)
    return { send: false, settledUntil: state.pausedUntil };
  return { send: true };
}
