import { cn } from '@/lib/cn';
import { LogoMark } from '@/components/layout/logo';
import { useSplash } from './use-splash';
import { useT } from '@/features/i18n';

export type SplashScreenProps = {
  onDone: () => void;
  /** No scan animation and no fade (prefers-reduced-motion). */
  isReducedMotion?: boolean;
};

/** The start-up splash: a face-scan animation, the connecting text and the progress. */
export function SplashScreen({ onDone, isReducedMotion = false }: SplashScreenProps) {
  const t = useT();
  const { progress, phase } = useSplash(onDone);
  if (phase === 'done') return null;
  return (
    <div
      data-testid="splash"
      data-phase={phase}
      aria-label={t('splash.label')}
      className={cn(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 text-white',
        !isReducedMotion && 'transition-opacity duration-500',
        phase === 'fading' && !isReducedMotion && 'opacity-0',
      )}
    >
      <div
        className="relative h-32 w-32 overflow-hidden rounded-3xl border border-white/15 bg-white/5 shadow-2xl"
        style={{ ['--scan-height' as string]: '128px' }}
      >
        <span className="absolute left-3 top-3 h-6 w-6 rounded-tl-lg border-l-4 border-t-4 border-emerald-300" />
        <span className="absolute right-3 top-3 h-6 w-6 rounded-tr-lg border-r-4 border-t-4 border-emerald-300" />
        <span className="absolute bottom-3 left-3 h-6 w-6 rounded-bl-lg border-b-4 border-l-4 border-emerald-300" />
        <span className="absolute bottom-3 right-3 h-6 w-6 rounded-br-lg border-b-4 border-r-4 border-emerald-300" />
        <svg
          viewBox="0 0 64 64"
          aria-hidden="true"
          className="absolute inset-0 m-auto h-16 w-16 text-white/80"
        >
          <circle cx="32" cy="26" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path
            d="M14 54c2.5-9 9.5-14 18-14s15.5 5 18 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <span
          data-testid="splash-scan-line"
          className={cn(
            'absolute inset-x-2 top-0 h-1 rounded-full bg-emerald-300 shadow-[0_0_16px_4px_rgba(110,231,183,0.6)]',
            isReducedMotion ? 'top-1/2' : 'ias-scan-line',
          )}
        />
      </div>
      <div className="mt-8 flex items-center gap-2">
        <LogoMark className="h-7 w-7" />
        <span className="text-lg font-semibold tracking-tight">{t('layout.brand')}</span>
      </div>
      <p className="mt-3 text-sm text-brand-100" role="status">
        {t('splash.text')}
      </p>
      <div
        role="progressbar"
        aria-label={t('splash.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-5 h-1.5 w-64 max-w-full overflow-hidden rounded-full bg-white/15"
      >
        <div className="h-full rounded-full bg-emerald-300" style={{ width: `${progress}%` }} />
      </div>
      <p data-testid="splash-progress" className="mt-2 text-xs tabular-nums text-brand-200">
        {progress}%
      </p>
    </div>
  );
}
