import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import {
  assessFrame,
  CameraView,
  type FaceFrame,
  GUIDANCE_TEXT,
  LivenessTracker,
  useCamera,
  useFaceScanner,
} from '@/features/faces';

export type VerifiedFace = { descriptor: number[]; quality: number; liveness: boolean };

/**
 * The face step of self check-in: the front camera until one good frame (quality ≥ 0.8, and a
 * blink or head turn when required) is found; its descriptor goes to the server to compare with
 * the person's own enrolled face.
 */
export function FaceVerification({
  livenessRequired,
  onVerified,
  onCancel,
}: {
  livenessRequired: boolean;
  onVerified: (face: VerifiedFace) => void;
  onCancel: () => void;
}) {
  const camera = useCamera();
  const [hint, setHint] = useState<string>(GUIDANCE_TEXT.no_face);
  const done = useRef(false);
  const liveness = useMemo(() => new LivenessTracker(), []);
  const onFrame = useCallback(
    (frame: FaceFrame) => {
      if (done.current) return;
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
      if (assessed !== 'ok') return setHint(GUIDANCE_TEXT[assessed]);
      if (!isLive) return setHint('Please blink, or turn your head slightly');
      done.current = true;
      setHint('Got it');
      onVerified({ descriptor: face!.descriptor!, quality: face!.score, liveness: isLive });
    },
    [liveness, livenessRequired, onVerified],
  );
  const { engine, frame } = useFaceScanner({
    videoRef: camera.videoRef,
    active: camera.state.status === 'on',
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
        label="Camera for face verification"
        overlay={
          camera.state.status === 'error' ? (
            <p>{camera.state.message}</p>
          ) : engine.status === 'loading' ? (
            <p>Getting face recognition ready…</p>
          ) : engine.status === 'error' ? (
            <p>{engine.message}</p>
          ) : null
        }
        caption={camera.state.status === 'on' && engine.status === 'ready' ? hint : null}
      />
      <div className="flex justify-center">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
