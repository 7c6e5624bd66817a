import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import {
  assessFrame,
  ChallengeRecorder,
  type ChallengeStep,
  type FaceChallenge,
  type FaceFrame,
  type Guidance,
  LivenessTracker,
  useFaceScanner,
} from '@/features/faces';
import { ApiError } from '@/lib/api-client';
import { faceGate, PAUSE_MS, type SentFace } from '../utils/face-gate';
import type { Scan, SubmitOutcome } from './use-kiosk-check-ins';

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
  const recorded = useRef<SentFace | null>(null);
  const answered = useRef<SentFace | null>(null);
  /** Until when the face in view is dealt with, so the scanner may look at it more cheaply. */
  const settledUntil = useRef(0);
  const recorder = useRef<ChallengeRecorder | null>(null);
  const liveness = useMemo(() => new LivenessTracker(), []);

  /** Whether this good face should be sent now (see faceGate); remembers when it need not be. */
  const mayStart = useCallback((descriptor: number[]) => {
    const gate = faceGate(descriptor, Date.now(), {
      busy: busy.current,
      recorded: recorded.current,
      answered: answered.current,
      pausedUntil: pausedUntil.current,
    });
    settledUntil.current = gate.send ? 0 : gate.settledUntil;
    return gate.send;
  }, []);

  const send = useCallback(
    (scan: Scan, descriptor: number[]) => {
      busy.current = true;
      const at = Date.now();
      void submit(scan)
        .then((outcome) => {
          if (outcome.status !== 'failed') recorded.current = { descriptor, at };
        })
        .finally(() => {
          busy.current = false;
          answered.current = { descriptor, at };
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
      // Given up when it expires, and when someone else now stands in front of the camera (the
      // person who started it walked away, or the last look of someone leaving started it): their
      // frames would be refused as "more than one person", so theirs starts afresh.
      const isSomeoneElse =
        !busy.current &&
        frame.faceCount === 1 &&
        running?.isSomeoneElse(frame.face?.descriptor ?? null);
      if (running?.isExpired() || isSomeoneElse) {
        recorder.current = null;
        setStep(null);
      }
      const current = recorder.current;
      if (!current) {
        setGuidance(assessed);
        if (assessed !== 'ok') return;
        const descriptor = frame.face!.descriptor!;
        if (!mayStart(descriptor)) return;
        busy.current = true;
        void getChallenge()
          .then((challenge) => {
            const started = new ChallengeRecorder(challenge);
            // The challenge starts at once: the frame that asked for it is its first, facing the
            // camera (the movements asked for all come after it, as the server checks), so the
            // person is prompted for the first movement as soon as the challenge arrives.
            started.add(frame.face!, frame.jpeg);
            recorder.current = started;
            setStep(started.step);
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
            else {
              // Refused (e.g. too many challenges): this face waits out the pause before asking again.
              answered.current = { descriptor, at: Date.now() };
              pausedUntil.current = Date.now() + PAUSE_MS;
            }
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
    [getChallenge, mayStart, send],
  );

  const isSettled = useCallback(() => Date.now() < settledUntil.current, []);

  const onFrame = useCallback(
    (frame: FaceFrame) => {
      const assessed = assessFrame(frame);
      if (!frame.face) settledUntil.current = 0;
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
      const descriptor = face!.descriptor!;
      if (!mayStart(descriptor)) return;
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
    // A face already dealt with (just recorded, or answered and in the pause) is looked at glance
    // first, so a look under way when it leaves and the next person steps up is a short one.
    settled: isSettled,
    onFrame,
  });
  return { ...scanner, guidance, step };
}
