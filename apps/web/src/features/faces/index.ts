/**
 * The faces feature's public surface: what other capture screens (kiosk, self check-in) and the
 * routes may use. Everything else in this folder is internal.
 */
export { CameraView } from './components/camera-view';
export { FaceDataCard } from './components/face-data-card';
export { MemberFaceDialog, type MemberFaceDialogProps } from './components/member-face-dialog';
export type { FaceFrame } from './engine/types';
export { useCamera, grabFrame } from './hooks/use-camera';
export { useFaceData } from './hooks/use-face-data';
export { useFaceScanner, type EngineState } from './hooks/use-face-scanner';
export {
  assessFrame,
  descriptorDistance,
  GUIDANCE_TEXT,
  type Guidance,
} from './utils/face-guidance';
export { LivenessTracker } from './utils/liveness';
export {
  ChallengeRecorder,
  type ChallengeStep,
  type FaceAction,
  type FaceChallenge,
} from './utils/face-challenge';
export { useChallengePrompt } from './hooks/use-challenge-prompt';
export { useFacesT } from './hooks/use-faces-t';
