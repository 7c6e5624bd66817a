import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type SectionProps = {
  id?: string;
  title?: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** 'muted' gives the slate band used to separate neighbouring sections. */
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
};

/** A full-width band with a centred container and an optional h2. */
export function Section({ id, title, intro, tone = 'plain', className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        'scroll-mt-24 py-12 sm:py-16',
        tone === 'muted' ? 'border-y border-slate-200 bg-slate-50' : 'bg-white',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mb-8 max-w-3xl sm:mb-10">
            <h2
              id={headingId}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {title}
            </h2>
            {intro ? (
              <p className="mt-3 text-base leading-relaxed text-slate-700">{intro}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
