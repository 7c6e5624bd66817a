import { FACE_DETECTION_INTERVAL_MS } from '@ias/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FaceClient } from '../engine/face-client';
import type { EngineInfo, FaceFrame } from '../engine/types';
import { grabFrame } from './use-camera';

let shared: FaceClient | null = null;
/** One face worker per page, kept while the page lives so models load once. */
export function getFaceClient(): FaceClient {
  shared ??= new FaceClient();
  return shared;
}

/**
 * While a face is in view the next frame follows at once (this gap only yields to the page), so a
 * person who steps up is read within one analysis instead of waiting out the idle interval.
 */
export const FACE_IN_VIEW_INTERVAL_MS = 50;

/**
 * With glances (the kiosk), an empty view is glanced at (tiny detector, about a sixth of a full
 * analysis) every 200 ms between the full analyses, so a person stepping up is usually seen within
 * ~0.2 s instead of up to 0.5 s.
 */
export const GLANCE_INTERVAL_MS = 200;
/**
 * Glances only add looks: an empty view still gets a full analysis every 500 ms as before, because
 * the glance misses small faces (a wide or far camera: bench/README.md, face-ready-browser.mjs
 * --glance), which are then read exactly as before.
 */
export const FULL_LOOK_MS = FACE_DETECTION_INTERVAL_MS;

/**
 * Whether the next look starts with a glance. An empty view is glanced at between its full
 * analyses (at most FULL_LOOK_MS apart). So is a face the page has already dealt with (`settled`:
 * the kiosk's person just greeted): the look under way when that person leaves is the one the
 * next person waits for, and a glance at an empty frame takes a fraction of a full analysis. A
 * glance that sees a face goes on to the full analysis in the same look, so nothing is decided
 * from a glance; one that misses a (small) face makes the view empty, whose full looks follow.
 */
export function startsWithGlance(look: {
  glance: boolean;
  faceInView: boolean;
  settled: boolean;
  sinceFullLook: number;
}): boolean {
  if (!look.glance) return false;
  if (look.faceInView) return look.settled;
  return look.sinceFullLook < FULL_LOOK_MS;
}

/** How long to wait before the next frame, given whether the last one had a face in it. */
export function nextFrameDelay(faceInView: boolean, elapsedMs: number, glance = false): number {
  const interval = faceInView
    ? FACE_IN_VIEW_INTERVAL_MS
    : glance
      ? GLANCE_INTERVAL_MS
      : FACE_DETECTION_INTERVAL_MS;
  return Math.max(0, interval - elapsedMs);
}

export type EngineState =
  | { status: 'loading' }
  | { status: 'ready'; info: EngineInfo }
  | { status: 'error'; message: string };

/**
 * Analyses the camera every 500 ms (SPEC.md §9) while `active`, and back to back while a face is
 * in view: a frame is grabbed only when the
 * previous one is done, so a slow device skips frames instead of queueing them. `onFrame` gets
 * every result (keep it stable or read it through a ref — it is called from the loop).
 */
export function useFaceScanner(options: {
  videoRef: RefObject<HTMLVideoElement | null>;
  active: boolean;
  onFrame?: (frame: FaceFrame) => void;
  /** False keeps the worker and models unloaded (e.g. a kiosk without face check-in). */
  enabled?: boolean;
  /** Each frame also comes back as a small JPEG (for a check-in the server verifies). */
  withJpeg?: boolean;
  /**
   * While nobody is in view, glance (tiny detector) every GLANCE_INTERVAL_MS instead of a full
   * analysis every 500 ms; a frame the glance sees a face in is analysed fully at once.
   */
  glance?: boolean;
  /**
   * With glances: true while the face in view needs no decision (read through a ref or a stable
   * callback); its looks then start with a glance too (see startsWithGlance).
   */
  settled?: () => boolean;
}) {
  const { videoRef, active } = options;
  const enabled = options.enabled ?? true;
  const glance = options.glance ?? false;
  const [engine, setEngine] = useState<EngineState>({ status: 'loading' });
  const [frame, setFrame] = useState<FaceFrame | null>(null);
  const onFrameRef = useRef(options.onFrame);
  onFrameRef.current = options.onFrame;
  const withJpegRef = useRef(options.withJpeg ?? false);
  withJpegRef.current = options.withJpeg ?? false;
  const settledRef = useRef(options.settled);
  settledRef.current = options.settled;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    getFaceClient()
      .init('ssd', 'auto', glance)
      .then((info) => !cancelled && setEngine({ status: 'ready', info }))
      .catch(
        (error: Error) =>
          !cancelled &&
          setEngine({
            status: 'error',
            message: `Face recognition could not start: ${error.message}`,
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [enabled, glance]);

  useEffect(() => {
    if (!active || engine.status !== 'ready') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastFullLook = -Infinity;
    let faceInView = false;
    const tick = async () => {
      const started = performance.now();
      const bitmap = await grabFrame(videoRef.current);
      if (bitmap && !stopped) {
        try {
          const quick = startsWithGlance({
            glance,
            faceInView,
            settled: settledRef.current?.() ?? false,
            sinceFullLook: started - lastFullLook,
          });
          const result = await getFaceClient().analyse(bitmap, true, withJpegRef.current, quick);
          if (!result.glanced) lastFullLook = started;
          faceInView = result.faceCount > 0;
          if (!stopped) {
            setFrame(result);
            onFrameRef.current?.(result);
          }
        } catch {
          // A failed frame is skipped; the next tick tries again.
          faceInView = false;
        }
      } else {
        bitmap?.close();
        faceInView = false;
      }
      if (stopped) return;
      const now = performance.now();
      let wait = nextFrameDelay(faceInView, now - started, glance);
      // Glances never delay the next full analysis past its 500 ms.
      if (glance && !faceInView)
        wait = Math.min(wait, Math.max(0, lastFullLook + FULL_LOOK_MS - now));
      timer = setTimeout(tick, wait);
    };
    timer = setTimeout(tick, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, engine.status, glance, videoRef]);

  return { engine, frame };
}
