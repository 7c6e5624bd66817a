import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: XCircle },
} as const;

export type AlertVariant = keyof typeof VARIANTS;

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  variant?: AlertVariant;
  title?: ReactNode;
};

/** A message box; errors and warnings are announced immediately (role="alert"). */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  const { box, Icon } = VARIANTS[variant];
  const isUrgent = variant === 'error' || variant === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
