import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Buttons or links offering the next step. */
  action?: ReactNode;
  className?: string;
};

/** What a screen shows when there is nothing (yet) — honest about why and what to do next. */
export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
      ) : null}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description ? (
        <div className="mt-2 max-w-md text-sm text-slate-600">{description}</div>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
