import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type FeatureItem = {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
};

/** Cards of icon, h3 and text, two or three per row. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2 sm:gap-6',
        columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2',
      )}
    >
      {items.map(({ icon: Icon, title, body }) => (
        <li
          key={title}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <Heading className="mt-4 text-base font-semibold text-slate-900">{title}</Heading>
          <div className="mt-2 text-sm leading-relaxed text-slate-700">{body}</div>
        </li>
      ))}
    </ul>
  );
}
