import { SPLASH_SEEN_KEY } from '@/config/constants';

/** The splash runs once per browser tab session (sessionStorage). */
export function shouldShowSplash(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SPLASH_SEEN_KEY) !== '1';
  } catch {
    return true;
  }
}

export function markSplashSeen(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Storage unavailable: the splash may show again on reload, which is harmless.
  }
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
