import { Camera, CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Alert, Button, Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useCamera } from '../hooks/use-camera';
import {
  type Capture,
  CAPTURES_NEEDED,
  useEnrolmentCaptures,
} from '../hooks/use-enrolment-captures';
import { useFaceScanner } from '../hooks/use-face-scanner';
import { GUIDANCE_TEXT } from '../utils/face-guidance';
import { CameraView } from './camera-view';
import { useFacesT } from '../hooks/use-faces-t';

export type FaceEnrolmentProps = {
  /** Called with the captures when the person presses Save. */
  onSave: (captures: Capture[]) => void;
  onCancel: () => void;
  isSaving?: boolean;
  error?: string | null;
  /** Whose face it is, for the texts ("your face" or "Asha's face"). */
  subjectLabel?: string;
};

/**
 * Camera, live guidance and three captures of at least 0.8 quality each, then Save. Nothing
 * leaves the device until Save: the frames are analysed in a worker and only descriptors are sent.
 */
export function FaceEnrolment({
  onSave,
  onCancel,
  isSaving,
  error,
  subjectLabel,
}: FaceEnrolmentProps) {
  const t = useFacesT();
  const camera = useCamera();
  const enrolment = useEnrolmentCaptures();
  const { engine, frame } = useFaceScanner({
    videoRef: camera.videoRef,
    active: camera.state.status === 'on' && !enrolment.isComplete,
    onFrame: enrolment.onFrame,
  });
  const { start, stop } = camera;

  useEffect(() => {
    void start();
  }, [start]);
  useEffect(() => {
    if (enrolment.isComplete) stop();
  }, [enrolment.isComplete, stop]);

  const overlay =
    camera.state.status === 'error' ? null : enrolment.isComplete ? (
      <span className="flex flex-col items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-emerald-400" />
        {t('faces.enrol.complete', { count: CAPTURES_NEEDED })}
      </span>
    ) : engine.status === 'loading' || camera.state.status === 'starting' ? (
      <Spinner
        className="text-white"
        label={t(
          engine.status === 'loading' ? 'faces.enrol.loadingEngine' : 'faces.enrol.startingCamera',
        )}
      />
    ) : null;

  return (
    <div className="space-y-4">
      {camera.state.status === 'error' ? (
        <Alert variant="error" title={t('faces.enrol.cameraUnavailable')}>
          {camera.state.message}
        </Alert>
      ) : null}
      {engine.status === 'error' ? <Alert variant="error">{engine.message}</Alert> : null}
      <CameraView
        videoRef={camera.videoRef}
        box={enrolment.isComplete ? null : frame?.face?.box}
        isGood={enrolment.guidance === 'ok'}
        overlay={overlay}
        label={
          subjectLabel
            ? t('faces.enrol.previewFor', { subject: subjectLabel })
            : t('faces.enrol.previewOwn')
        }
        caption={
          camera.state.status === 'on' && engine.status === 'ready' && !enrolment.isComplete ? (
            <span data-testid="face-guidance">{t(GUIDANCE_TEXT[enrolment.guidance])}</span>
          ) : null
        }
        className="mx-auto max-w-md"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ol className="flex items-center gap-2" aria-label={t('faces.enrol.captures')}>
          {Array.from({ length: CAPTURES_NEEDED }, (_, i) => {
            const capture = enrolment.captures[i];
            return (
              <li
                key={i}
                className={cn(
                  'flex h-9 min-w-9 items-center justify-center gap-1 rounded-full px-3 text-xs font-semibold ring-1 ring-inset',
                  capture
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                    : 'bg-slate-50 text-slate-500 ring-slate-200',
                )}
              >
                {capture ? (
                  <>
                    <Camera aria-hidden="true" className="h-3.5 w-3.5" />
                    <span>
                      {t('faces.enrol.quality', { n: i + 1, quality: capture.quality.toFixed(2) })}
                    </span>
                  </>
                ) : (
                  <span>{i + 1}</span>
                )}
              </li>
            );
          })}
        </ol>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('faces.enrol.progress', { done: enrolment.captures.length, total: CAPTURES_NEEDED })}
        </p>
      </div>
      {enrolment.hasRestarted ? (
        <Alert variant="warning">{t('faces.enrol.differentFace')}</Alert>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('faces.cancel')}
        </Button>
        {enrolment.isComplete ? (
          <Button
            variant="ghost"
            onClick={() => {
              enrolment.reset();
              void start();
            }}
            disabled={isSaving}
          >
            {t('faces.enrol.again')}
          </Button>
        ) : null}
        <Button
          onClick={() => onSave(enrolment.captures)}
          disabled={!enrolment.isComplete}
          isLoading={isSaving}
        >
          {t('faces.enrol.save')}
        </Button>
      </div>
    </div>
  );
}
