import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Long-form text (docs, policies) with readable measure and spacing. Styles the plain elements
 * inside so content files can stay plain JSX.
 */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-3xl text-base leading-relaxed text-slate-800',
        '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1.5',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900',
        '[&_strong]:font-semibold [&_strong]:text-slate-900',
        '[&_dl]:mt-4 [&_dt]:mt-3 [&_dt]:font-semibold [&_dt]:text-slate-900 [&_dd]:mt-1',
        className,
      )}
    >
      {children}
    </div>
  );
}
