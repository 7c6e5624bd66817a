import { Alert, Button } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useChartsT } from '../hooks/use-charts-t';
import { useTrend } from '../hooks/use-trend';
import { ChartSkeleton } from './chart-frame';
import { TrendChart } from './trend-chart';

/** Above the report's table: attendance per day over the report's range and group. */
export default function ReportChart({
  orgId,
  from,
  to,
  groupId,
}: {
  orgId: string;
  from: string;
  to: string;
  groupId: string | null;
}) {
  const t = useChartsT();
  const trend = useTrend(orgId, { from, to, groupId });
  if (trend.isPending) return <ChartSkeleton height={200} label={t('charts.loading')} />;
  if (trend.error) {
    return (
      <Alert variant="error" title={t('charts.error')}>
        <p>{describeError(trend.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void trend.refetch()}>
          {t('charts.retry')}
        </Button>
      </Alert>
    );
  }
  if (trend.data.total.counted === 0)
    return <p className="text-sm text-slate-600">{t('charts.report.empty')}</p>;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <TrendChart trend={trend.data} title={t('charts.report.title')} />
    </div>
  );
}
