import { Check } from 'lucide-react';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';

const STEPS = [
  'auth.register.step.account',
  'auth.register.step.details',
  'auth.register.step.finish',
] as const;

/** Progress through the three sign-up steps. */
export function RegisterSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useCatalogueT(catalogue);
  return (
    <ol className="mb-6 flex items-center gap-2" aria-label={t('auth.register.step', { current })}>
      {STEPS.map((label, index) => {
        const step = index + 1;
        const isDone = step < current;
        const isCurrent = step === current;
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2"
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                isDone && 'bg-brand-600 text-white',
                isCurrent && 'bg-brand-100 text-brand-800 ring-2 ring-brand-600',
                !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
              )}
            >
              {isDone ? <Check aria-hidden="true" className="h-4 w-4" /> : step}
            </span>
            <span
              className={cn(
                'text-sm',
                isCurrent ? 'font-semibold text-slate-900' : 'text-slate-500',
              )}
            >
              {t(label)}
            </span>
            {step < STEPS.length ? (
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
