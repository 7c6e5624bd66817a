import { useCallback, useRef, useState } from 'react';
import type { FaceFrame } from '../engine/types';
import { assessFrame, descriptorDistance, type Guidance } from '../utils/face-guidance';

export type Capture = { descriptor: number[]; quality: number };

/** Captures taken for one enrolment. */
export const CAPTURES_NEEDED = 3;
/** Captures are spaced out so they are not the same instant three times. */
const MIN_GAP_MS = 700;
/** Every capture must be the same person as the first. */
const SAME_PERSON = 0.5;

/**
 * Collects CAPTURES_NEEDED usable frames (quality ≥ 0.8, one face, sensible size) of one person.
 * Feed it every scanner frame with `onFrame`.
 */
export function useEnrolmentCaptures() {
  const [captures, setCaptures] = useState<Capture[]>([]);
  const [guidance, setGuidance] = useState<Guidance>('no_face');
  // Set when a different face appeared and the captures started again (the screen says so).
  const [hasRestarted, setHasRestarted] = useState(false);
  const lastAt = useRef(0);
  const capturesRef = useRef<Capture[]>([]);

  const onFrame = useCallback((frame: FaceFrame) => {
    const next = assessFrame(frame);
    setGuidance(next);
    const current = capturesRef.current;
    if (next !== 'ok' || current.length >= CAPTURES_NEEDED) return;
    if (Date.now() - lastAt.current < MIN_GAP_MS) return;
    const descriptor = frame.face!.descriptor!;
    if (current[0] && descriptorDistance(current[0].descriptor, descriptor) > SAME_PERSON) {
      capturesRef.current = [];
      setCaptures([]);
      setHasRestarted(true);
      return;
    }
    lastAt.current = Date.now();
    capturesRef.current = [...current, { descriptor, quality: frame.face!.score }];
    setCaptures(capturesRef.current);
    setHasRestarted(false);
  }, []);

  const reset = useCallback(() => {
    capturesRef.current = [];
    setCaptures([]);
    setHasRestarted(false);
  }, []);

  return {
    captures,
    guidance,
    hasRestarted,
    isComplete: captures.length >= CAPTURES_NEEDED,
    onFrame,
    reset,
  };
}
