import { MIN_FACE_QUALITY } from '@ias/shared';
import { AppError, localizedError } from '../../lib/errors.js';

/**
 * A face capture is used only when its quality reaches SPEC's 0.8 and, where the organisation
 * asks for it, when the client saw the person move (blink or head turn).
 */
export function assertUsableFace(
  org: { liveness_required: boolean },
  capture: { quality?: number; liveness?: boolean },
): void {
  if ((capture.quality ?? 0) < MIN_FACE_QUALITY) {
    throw localizedError(422, 'low_quality', 'error.attendance.lowQuality');
  }
  if (org.liveness_required && capture.liveness !== true) {
    throw new AppError(
      422,
      'liveness_required',
      'Please blink or turn your head slightly, so we know it is really you.',
    );
  }
}
