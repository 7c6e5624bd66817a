import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'on' }
  | { status: 'error'; message: string };

function describeCameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site in your browser settings, then try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another app. Close it and try again.';
  if (typeof navigator !== 'undefined' && !navigator.mediaDevices)
    return 'This browser cannot use the camera here (it needs a secure https:// page).';
  return 'The camera could not be started.';
}

/**
 * The device camera in a <video> element: `start()` asks for it, and it is released when the
 * component unmounts or `stop()` is called (the camera light goes off).
 */
export function useCamera(options: { facingMode?: 'user' | 'environment' } = {}) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'idle' });
  const facingMode = options.facingMode ?? 'user';

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async () => {
    if (streamRef.current) return;
    setState({ status: 'starting' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no mediaDevices');
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode, width: { ideal: 640 }, height: { ideal: 480 } },
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        video.muted = true;
        video.playsInline = true;
        await video.play().catch(() => undefined);
      }
      setState({ status: 'on' });
    } catch (error) {
      setState({ status: 'error', message: describeCameraError(error) });
    }
  }, [facingMode]);

  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  return { videoRef, state, start, stop };
}

/**
 * One frame of the video as an ImageBitmap. (Drawing the <video> onto a canvas gives black frames
 * in headless Chromium; createImageBitmap does not, and the bitmap can be transferred to a worker.)
 */
export async function grabFrame(video: HTMLVideoElement | null): Promise<ImageBitmap | null> {
  if (!video || video.readyState < 2 || !video.videoWidth) return null;
  try {
    return await createImageBitmap(video);
  } catch {
    return null;
  }
}
