import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import {
  assessFrame,
  descriptorDistance,
  type FaceFrame,
  type Guidance,
  LivenessTracker,
  useFaceScanner,
} from '@/features/faces';
import type { Scan, SubmitOutcome } from './use-kiosk-check-ins';

/** After any answer, the camera waits this long before the next face is sent. */
const PAUSE_MS = 2_500;
/** The person just recognised is not sent again while they stay in front of the camera. */
const SAME_PERSON_MS = 20_000;
const SAME_PERSON = 0.5;

/**
 * Face check-in at the kiosk: every analysed frame (500 ms) with one good face (quality ≥ 0.8,
 * and a blink or head turn when the organisation requires liveness) is sent as a check-in.
 */
export function useKioskFace(options: {
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  /** Whether this kiosk does face check-in at all (loads the models only then). */
  enabled: boolean;
  livenessRequired: boolean;
  submit: (scan: Scan) => Promise<SubmitOutcome>;
}) {
  const { livenessRequired, submit } = options;
  const [guidance, setGuidance] = useState<Guidance | 'liveness'>('no_face');
  const busy = useRef(false);
  const pausedUntil = useRef(0);
  const last = useRef<{ descriptor: number[]; at: number } | null>(null);
  const liveness = useMemo(() => new LivenessTracker(), []);

  const onFrame = useCallback(
    (frame: FaceFrame) => {
      const assessed = assessFrame(frame);
      const face = frame.face;
      if (!face) liveness.reset();
      const isLive =
        face && livenessRequired
          ? liveness.add({
              eyeAspectRatio: face.eyeAspectRatio,
              yaw: face.yaw,
              descriptor: face.descriptor,
            })
          : true;
      if (assessed !== 'ok') return setGuidance(assessed);
      if (!isLive) return setGuidance('liveness');
      setGuidance('ok');
      const now = Date.now();
      if (busy.current || now < pausedUntil.current) return;
      const descriptor = face!.descriptor!;
      if (
        last.current &&
        now - last.current.at < SAME_PERSON_MS &&
        descriptorDistance(last.current.descriptor, descriptor) < SAME_PERSON
      )
        return;
      busy.current = true;
      void submit({
        method: 'face',
        descriptor,
        quality: Math.round(face!.score * 1000) / 1000,
        ...(livenessRequired ? { liveness: true } : {}),
        label: 'Face',
      })
        .then((outcome) => {
          if (outcome.status !== 'failed') last.current = { descriptor, at: Date.now() };
        })
        .finally(() => {
          busy.current = false;
          pausedUntil.current = Date.now() + PAUSE_MS;
          liveness.reset();
        });
    },
    [liveness, livenessRequired, submit],
  );

  const scanner = useFaceScanner({
    videoRef: options.videoRef,
    active: options.enabled && options.active,
    enabled: options.enabled,
    onFrame,
  });
  return { ...scanner, guidance };
}
