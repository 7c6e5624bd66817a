import { cn } from '@/lib/cn';

/** Steps in order, as numbered cards (four to a row on wide screens). */
export function NumberedSteps({
  steps,
  className,
}: {
  steps: ReadonlyArray<{ title: string; body: string }>;
  className?: string;
}) {
  return (
    <ol className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
