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

/** How long to wait before the next frame, given whether the last one had a face in it. */
export function nextFrameDelay(faceInView: boolean, elapsedMs: number): number {
  const interval = faceInView ? FACE_IN_VIEW_INTERVAL_MS : FACE_DETECTION_INTERVAL_MS;
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
}) {
  const { videoRef, active } = options;
  const enabled = options.enabled ?? true;
  const [engine, setEngine] = useState<EngineState>({ status: 'loading' });
  const [frame, setFrame] = useState<FaceFrame | null>(null);
  const onFrameRef = useRef(options.onFrame);
  onFrameRef.current = options.onFrame;
  const withJpegRef = useRef(options.withJpeg ?? false);
  withJpegRef.current = options.withJpeg ?? false;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    getFaceClient()
      .init('ssd')
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
  }, [enabled]);

  useEffect(() => {
    if (!active || engine.status !== 'ready') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const started = performance.now();
      let faceInView = false;
      const bitmap = await grabFrame(videoRef.current);
      if (bitmap && !stopped) {
        try {
          const result = await getFaceClient().analyse(bitmap, true, withJpegRef.current);
          faceInView = result.faceCount > 0;
          if (!stopped) {
            setFrame(result);
            onFrameRef.current?.(result);
          }
        } catch {
          // A failed frame is skipped; the next tick tries again.
        }
      } else bitmap?.close();
      if (stopped) return;
      const wait = nextFrameDelay(faceInView, performance.now() - started);
      timer = setTimeout(tick, wait);
    };
    timer = setTimeout(tick, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, engine.status, videoRef]);

  return { engine, frame };
}
