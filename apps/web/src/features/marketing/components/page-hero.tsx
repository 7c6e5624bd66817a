import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PageHeroProps = {
  /** A short label above the title, e.g. 'Pricing'. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content beside the text on wide screens (an illustration or mock panel). */
  aside?: ReactNode;
  className?: string;
};

/** The top of a public page: its one h1, a lead paragraph and the main actions. */
export function PageHero({ eyebrow, title, lead, actions, aside, className }: PageHeroProps) {
  return (
    <header
      className={cn(
        'border-b border-slate-200 bg-gradient-to-b from-brand-50/70 via-white to-white',
        className,
      )}
    >
      <div
        className={cn(
          'mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8',
          aside ? 'grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:py-20' : '',
        )}
      >
        <div className={aside ? '' : 'max-w-3xl'}>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {lead ? (
            <div className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{lead}</div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </header>
  );
}
