import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import {
  assessFrame,
  ChallengeRecorder,
  type ChallengeStep,
  descriptorDistance,
  type FaceChallenge,
  type FaceFrame,
  type Guidance,
  LivenessTracker,
  useFaceScanner,
} from '@/features/faces';
import { ApiError } from '@/lib/api-client';
import type { Scan, SubmitOutcome } from './use-kiosk-check-ins';

/**
 * After any answer, the camera waits this long before the next face is sent: long enough for the
 * greeting to be seen, short enough that the next person can step up at once (it was 2.5 s, which
 * with 500 ms ticks capped a queue at ~14 people a minute). The same person is not sent twice
 * anyway (SAME_PERSON_MS below), so the pause is not what stops a double check-in.
 */
export const PAUSE_MS = 800;
/** The person just recognised is not sent again while they stay in front of the camera. */
const SAME_PERSON_MS = 20_000;
const SAME_PERSON = 0.5;

/**
 * Face check-in at the kiosk: every analysed frame (500 ms) with one good face (quality ≥ 0.8,
 * and a blink or head turn when the organisation requires liveness) is sent as a check-in.
 *
 * Where the organisation verifies faces on the server (issue 19, `verification`), a good face
 * starts a challenge instead: the kiosk asks the server for two head movements, prompts the person
 * through them (`step`), keeps one small frame of each as the landmarks see it made, and sends the
 * frames with the check-in; the server decides from them. Without a connection the scan is queued
 * with its descriptor only, as before.
 */
export function useKioskFace(options: {
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  /** Whether this kiosk does face check-in at all (loads the models only then). */
  enabled: boolean;
  livenessRequired: boolean;
  verification: boolean;
  getChallenge: () => Promise<FaceChallenge>;
  submit: (scan: Scan) => Promise<SubmitOutcome>;
}) {
  const { livenessRequired, verification, getChallenge, submit } = options;
  const [guidance, setGuidance] = useState<Guidance | 'liveness'>('no_face');
  const [step, setStep] = useState<ChallengeStep | null>(null);
  const busy = useRef(false);
  const pausedUntil = useRef(0);
  const last = useRef<{ descriptor: number[]; at: number } | null>(null);
  const recorder = useRef<ChallengeRecorder | null>(null);
  const liveness = useMemo(() => new LivenessTracker(), []);

  const send = useCallback(
    (scan: Scan, descriptor: number[]) => {
      busy.current = true;
      void submit(scan)
        .then((outcome) => {
          if (outcome.status !== 'failed') last.current = { descriptor, at: Date.now() };
        })
        .finally(() => {
          busy.current = false;
          pausedUntil.current = Date.now() + PAUSE_MS;
          recorder.current = null;
          setStep(null);
          liveness.reset();
        });
    },
    [liveness, submit],
  );

  const onChallengeFrame = useCallback(
    (frame: FaceFrame, assessed: Guidance) => {
      const running = recorder.current;
      if (running?.isExpired()) {
        recorder.current = null;
        setStep(null);
      }
      const current = recorder.current;
      if (!current) {
        setGuidance(assessed);
        if (assessed !== 'ok' || busy.current || Date.now() < pausedUntil.current) return;
        const descriptor = frame.face!.descriptor!;
        if (
          last.current &&
          Date.now() - last.current.at < SAME_PERSON_MS &&
          descriptorDistance(last.current.descriptor, descriptor) < SAME_PERSON
        )
          return;
        busy.current = true;
        void getChallenge()
          .then((challenge) => {
            recorder.current = new ChallengeRecorder(challenge);
            setStep(recorder.current.step);
          })
          .catch((error: unknown) => {
            busy.current = false;
            // No connection: the scan waits in the queue with its descriptor, as before.
            if (error instanceof ApiError && error.status === 0)
              send(
                {
                  method: 'face',
                  descriptor,
                  quality: Math.round(frame.face!.score * 1000) / 1000,
                  label: 'Face',
                },
                descriptor,
              );
            else pausedUntil.current = Date.now() + PAUSE_MS;
          })
          .finally(() => {
            if (recorder.current) busy.current = false;
          });
        return;
      }
      if (busy.current) return;
      // Turned heads score lower: any single face counts once the challenge has started.
      if (!frame.face || frame.faceCount !== 1) return setGuidance(assessed);
      setGuidance('ok');
      const done = current.add(frame.face, frame.jpeg);
      setStep(current.step);
      if (!done) return;
      send(
        {
          method: 'face',
          descriptor: current.descriptor!,
          quality: current.quality,
          challenge: current.challenge.challenge,
          frames: [...current.frames],
          label: 'Face',
        },
        current.descriptor!,
      );
    },
    [getChallenge, send],
  );

  const onFrame = useCallback(
    (frame: FaceFrame) => {
      const assessed = assessFrame(frame);
      if (verification) return onChallengeFrame(frame, assessed);
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
      send(
        {
          method: 'face',
          descriptor,
          quality: Math.round(face!.score * 1000) / 1000,
          ...(livenessRequired ? { liveness: true } : {}),
          label: 'Face',
        },
        descriptor,
      );
    },
    [liveness, livenessRequired, onChallengeFrame, send, verification],
  );

  const scanner = useFaceScanner({
    videoRef: options.videoRef,
    active: options.enabled && options.active,
    enabled: options.enabled,
    withJpeg: verification,
    glance: true,
    onFrame,
  });
  return { ...scanner, guidance, step };
}
