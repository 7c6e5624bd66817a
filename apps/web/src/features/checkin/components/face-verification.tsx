import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import {
  assessFrame,
  CameraView,
  ChallengeRecorder,
  type FaceFrame,
  GUIDANCE_TEXT,
  type Guidance,
  LivenessTracker,
  useCamera,
  useChallengePrompt,
  useFaceScanner,
  useFacesT,
} from '@/features/faces';
import { getSelfFaceChallenge } from '../api/self-check-in';
import { useCheckinT } from '../hooks/use-checkin-t';

export type VerifiedFace = {
  descriptor: number[];
  quality: number;
  liveness: boolean;
  /** With server verification: the challenge's nonce and the frames of the movements. */
  challenge?: string;
  frames?: string[];
};

/**
 * The face step of self check-in: the front camera until one good frame (quality ≥ 0.8, and a
 * blink or head turn when required) is found; its descriptor goes to the server to compare with
 * the person's own enrolled face.
 *
 * Where the organisation verifies faces on the server (issue 19, `verification`), the first good
 * frame starts a challenge: the person is asked for two head movements in the server's order, a
 * small frame of each is kept as the landmarks see it, and the frames go with the check-in.
 */
export function FaceVerification({
  orgId,
  livenessRequired,
  verification,
  onVerified,
  onCancel,
}: {
  orgId: string;
  livenessRequired: boolean;
  verification: boolean;
  onVerified: (face: VerifiedFace) => void;
  onCancel: () => void;
}) {
  const t = useCheckinT();
  const faceT = useFacesT();
  const say = useCallback((assessed: Guidance) => faceT(GUIDANCE_TEXT[assessed]), [faceT]);
  const camera = useCamera();
  const [hint, setHint] = useState<string>(() => say('no_face'));
  const done = useRef(false);
  const liveness = useMemo(() => new LivenessTracker(), []);
  const recorder = useRef<ChallengeRecorder | null>(null);
  const fetching = useRef(false);
  const challengePrompt = useChallengePrompt();

  const onChallengeFrame = useCallback(
    (frame: FaceFrame) => {
      const assessed = assessFrame(frame);
      if (recorder.current?.isExpired()) recorder.current = null;
      const current = recorder.current;
      if (!current) {
        setHint(say(assessed));
        if (assessed !== 'ok' || fetching.current) return;
        fetching.current = true;
        void getSelfFaceChallenge(orgId)
          .then((challenge) => {
            recorder.current = new ChallengeRecorder(challenge);
            setHint(challengePrompt(recorder.current.step));
          })
          .catch(() => setHint(say('no_face')))
          .finally(() => {
            fetching.current = false;
          });
        return;
      }
      if (!frame.face || frame.faceCount !== 1) return setHint(say(assessed));
      const complete = current.add(frame.face, frame.jpeg);
      setHint(challengePrompt(current.step));
      if (!complete) return;
      done.current = true;
      onVerified({
        descriptor: current.descriptor!,
        quality: current.quality,
        liveness: true,
        challenge: current.challenge.challenge,
        frames: [...current.frames],
      });
    },
    [challengePrompt, onVerified, orgId, say],
  );

  const onFrame = useCallback(
    (frame: FaceFrame) => {
      if (done.current) return;
      if (verification) return onChallengeFrame(frame);
      const assessed = assessFrame(frame);
      const face = frame.face;
      const isLive =
        !livenessRequired ||
        (face
          ? liveness.add({
              eyeAspectRatio: face.eyeAspectRatio,
              yaw: face.yaw,
              descriptor: face.descriptor,
            })
          : false);
      if (assessed !== 'ok') return setHint(say(assessed));
      if (!isLive) return setHint(t('checkin.face.blink'));
      done.current = true;
      setHint(t('checkin.face.gotIt'));
      onVerified({ descriptor: face!.descriptor!, quality: face!.score, liveness: isLive });
    },
    [liveness, livenessRequired, onChallengeFrame, onVerified, say, t, verification],
  );
  const { engine, frame } = useFaceScanner({
    videoRef: camera.videoRef,
    active: camera.state.status === 'on',
    withJpeg: verification,
    onFrame,
  });
  const { start } = camera;
  useEffect(() => {
    void start();
  }, [start]);

  return (
    <div className="space-y-3">
      <CameraView
        videoRef={camera.videoRef}
        box={frame?.face?.box}
        isGood={assessFrame(frame) === 'ok'}
        className="mx-auto max-w-sm"
        label={t('checkin.face.camera')}
        overlay={
          camera.state.status === 'error' ? (
            <p>{camera.state.message}</p>
          ) : engine.status === 'loading' ? (
            <p>{t('checkin.face.loading')}</p>
          ) : engine.status === 'error' ? (
            <p>{engine.message}</p>
          ) : null
        }
        caption={camera.state.status === 'on' && engine.status === 'ready' ? hint : null}
      />
      <div className="flex justify-center">
        <Button variant="outline" onClick={onCancel}>
          {t('checkin.face.cancel')}
        </Button>
      </div>
    </div>
  );
}
