import { type ReactNode, type RefObject, useState } from 'react';
import { cn } from '@/lib/cn';
import type { FaceBox } from '../engine/types';

export type CameraViewProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The face to outline, relative to the frame. */
  box?: FaceBox | null;
  /** Green when the face is usable, amber while guiding. */
  isGood?: boolean;
  /** Mirror the picture like a mirror (front cameras); boxes are mirrored with it. */
  mirrored?: boolean;
  /** Shown over the bottom of the picture. */
  caption?: ReactNode;
  /** Covers the picture (e.g. "Starting camera…"). */
  overlay?: ReactNode;
  className?: string;
  label?: string;
};

/** The live camera picture with the detected face outlined and a caption. */
export function CameraView({
  videoRef,
  box,
  isGood,
  mirrored = true,
  caption,
  overlay,
  className,
  label = 'Camera preview',
}: CameraViewProps) {
  // The box is relative to the whole frame, so the picture keeps the camera's own aspect ratio.
  const [aspect, setAspect] = useState(4 / 3);
  return (
    <div
      className={cn(
        'relative w-full overflow-hidden rounded-2xl bg-slate-900 text-white',
        className,
      )}
      style={{ aspectRatio: aspect }}
    >
      <video
        ref={videoRef}
        onLoadedMetadata={(event) => {
          const { videoWidth, videoHeight } = event.currentTarget;
          if (videoWidth && videoHeight) setAspect(videoWidth / videoHeight);
        }}
        aria-label={label}
        muted
        playsInline
        autoPlay
        className={cn('h-full w-full object-cover', mirrored && '-scale-x-100')}
      />
      {box ? (
        <div
          aria-hidden="true"
          className={cn(
            'absolute rounded-xl border-4 transition-all duration-200',
            isGood ? 'border-emerald-400' : 'border-amber-300',
          )}
          style={{
            left: `${(mirrored ? 1 - box.x - box.width : box.x) * 100}%`,
            top: `${box.y * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
          }}
        />
      ) : null}
      {overlay ? (
        <div className="absolute inset-0 flex items-center justify-center bg-slate-900/80 p-6 text-center">
          {overlay}
        </div>
      ) : null}
      {caption ? (
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/90 to-transparent px-4 pb-3 pt-10 text-center text-base font-semibold">
          {caption}
        </div>
      ) : null}
    </div>
  );
}
