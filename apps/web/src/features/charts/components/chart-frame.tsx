import { lazy, type ReactNode, Suspense } from 'react';
import type { ChartSpec } from './uplot-chart';

const UplotChart = lazy(() => import('./uplot-chart'));

/** A chart's place while it loads (announced when its words have loaded too). */
export function ChartSkeleton({ height, label }: { height: number; label?: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="w-full animate-pulse rounded-lg bg-slate-100"
      style={{ height }}
    >
      {label ? <span className="sr-only">{label}</span> : null}
    </div>
  );
}

/**
 * A chart with its accessible alternatives: a sentence saying what it shows (read first) and the
 * figures as a table behind "Show as a table" — the canvas itself is hidden from screen readers.
 */
export function ChartFrame({
  title,
  summary,
  spec,
  height = 200,
  loadingLabel,
  tableLabel,
  table,
  testId,
}: {
  title: string;
  summary: ReactNode;
  spec: ChartSpec;
  height?: number;
  loadingLabel: string;
  tableLabel: string;
  table: ReactNode;
  testId?: string;
}) {
  return (
    <figure className="min-w-0 space-y-2" data-testid={testId}>
      <figcaption>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{summary}</p>
      </figcaption>
      <Suspense fallback={<ChartSkeleton height={height} label={loadingLabel} />}>
        <UplotChart spec={spec} height={height} />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {tableLabel}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}
