import { cn } from '@/lib/cn';
import { useT } from '@/features/i18n';

export type SpinnerProps = {
  /** Visible text next to the spinner; `null` hides it (the spinner stays announced). */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

/** A loading indicator; its default text is SPEC.md's 'Loading...' (in the language in use). */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-t-transparent',
          SIZES[size],
        )}
      />
      {label === null ? (
        <span className="sr-only">{t('ui.loading')}</span>
      ) : (
        <span>{label ?? t('ui.loading')}</span>
      )}
    </span>
  );
}

/** A spinner centred in the available space, for whole-page loading states. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center p-8">
      <Spinner label={label} size="lg" />
    </div>
  );
}
