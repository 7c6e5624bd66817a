import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { catalogue } from './catalogue';
import { ChartSkeleton } from './components/chart-frame';

/**
 * The charts, each loaded on first use with its messages: a page that mounts one fetches this
 * feature's chunk (and uPlot with the first canvas); no other page carries them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
const load = <T extends ComponentType<any>>(loader: () => Promise<{ default: T }>) =>
  lazy(async () => {
    const [module] = await Promise.all([loader(), catalogue.ready()]);
    return module;
  });

const LazyStaffCharts = load(() => import('./components/staff-charts-card'));
const LazyMyMonth = load(() => import('./components/my-month-card'));
const LazyReportChart = load(() => import('./components/report-chart'));

const fallback = <ChartSkeleton height={240} />;

/** Owners', teachers' and in-charges' dashboards: trend, today by group, late by weekday. */
export function StaffCharts(props: ComponentProps<typeof LazyStaffCharts>) {
  return (
    <Suspense fallback={fallback}>
      <LazyStaffCharts {...props} />
    </Suspense>
  );
}

/** Students' and employees' dashboards: their own month and their % against the minimum. */
export function MyMonthChart(props: ComponentProps<typeof LazyMyMonth>) {
  return (
    <Suspense fallback={fallback}>
      <LazyMyMonth {...props} />
    </Suspense>
  );
}

/** The reports page: a chart above the table. */
export function ReportChart(props: ComponentProps<typeof LazyReportChart>) {
  return (
    <Suspense fallback={fallback}>
      <LazyReportChart {...props} />
    </Suspense>
  );
}
