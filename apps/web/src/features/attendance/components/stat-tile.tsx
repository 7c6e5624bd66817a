import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  brand: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** One figure with its label (e.g. "In now: 31"). */
export function StatTile({
  label,
  value,
  hint,
  tone = 'neutral',
  className,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={cn('rounded-xl border p-3 sm:p-4', TONES[tone], className)}
      data-testid={testId}
    >
      <p className="text-xs font-medium uppercase tracking-wide opacity-80">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint ? <p className="mt-0.5 text-xs opacity-80">{hint}</p> : null}
    </div>
  );
}
