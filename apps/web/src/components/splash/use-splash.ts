import { useEffect, useRef, useState } from 'react';
import {
  SPLASH_END_MS,
  SPLASH_FADE_MS,
  SPLASH_PROGRESS_INTERVAL_MS,
  SPLASH_PROGRESS_STEP_PERCENT,
} from '@/config/constants';

export type SplashPhase = 'running' | 'fading' | 'done';

/**
 * SPEC.md §2/§9 timeline: progress +2 % every 50 ms (capped at 100), fade at 3 s, done at 3.5 s.
 * `onDone` runs once when the splash ends.
 */
export function useSplash(onDone: () => void): { progress: number; phase: SplashPhase } {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<SplashPhase>('running');
  // The timeline starts once; a new onDone identity must not restart it.
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    // Progress follows the clock, so a busy main thread that delays ticks does not slow it down.
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const steps = Math.floor((Date.now() - startedAt) / SPLASH_PROGRESS_INTERVAL_MS);
      setProgress(Math.min(100, steps * SPLASH_PROGRESS_STEP_PERCENT));
    }, SPLASH_PROGRESS_INTERVAL_MS);
    const fade = setTimeout(() => setPhase('fading'), SPLASH_FADE_MS);
    const end = setTimeout(() => {
      clearInterval(tick);
      setProgress(100);
      setPhase('done');
      onDoneRef.current();
    }, SPLASH_END_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(fade);
      clearTimeout(end);
    };
  }, []);

  return { progress, phase };
}
