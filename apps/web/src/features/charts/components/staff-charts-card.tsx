import { todayIn } from '@ias/shared';
import { BarChart3 } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useChartsT } from '../hooks/use-charts-t';
import { useTrend } from '../hooks/use-trend';
import { shiftDate } from '../utils/palette';
import { ChartSkeleton } from './chart-frame';
import { GroupBars } from './group-bars';
import { LateWeekdayChart } from './late-weekday-chart';
import { TrendChart } from './trend-chart';

/**
 * Owners', teachers' and in-charges' charts: the last 30 days' attendance, today by group and
 * late arrivals by weekday — over the people the server lets the caller see.
 */
export default function StaffChartsCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useChartsT();
  const today = todayIn(timeZone);
  const trend = useTrend(orgId, { from: shiftDate(today, -29), to: today });
  return (
    <Card data-testid="staff-charts">
      <CardHeader>
        <CardTitle>{t('charts.staff.title')}</CardTitle>
        <CardDescription>{t('charts.staff.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {trend.isPending ? (
          <ChartSkeleton height={200} label={t('charts.loading')} />
        ) : trend.error ? (
          <Alert variant="error" title={t('charts.error')}>
            <p>{describeError(trend.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void trend.refetch()}
            >
              {t('charts.retry')}
            </Button>
          </Alert>
        ) : trend.data.total.counted + trend.data.total.on_leave + trend.data.total.excused ===
          0 ? (
          <EmptyState
            icon={BarChart3}
            title={t('charts.empty.title')}
            description={t('charts.empty.staff')}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="lg:col-span-2">
              <TrendChart trend={trend.data} title={t('charts.trend.title')} />
            </div>
            <GroupBars trend={trend.data} title={t('charts.groups.title')} />
            <LateWeekdayChart trend={trend.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
