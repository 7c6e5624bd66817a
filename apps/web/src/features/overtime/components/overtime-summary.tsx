import { QueryError } from '@/features/attendance/components/query-error';
import { SkeletonTiles } from '@/components/ui/skeleton';
import { StatTile } from '@/features/attendance/components/stat-tile';
import { useMemberOvertime } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { formatMinutes } from './format';

/** The timesheet's overtime line: regular hours, overtime and approved overtime of the month. */
export function OvertimeSummary({ memberId, month }: { memberId: string; month: string }) {
  const t = useOvertimeT();
  const query = useMemberOvertime(memberId, month);
  if (query.isPending) return <SkeletonTiles count={3} className="grid-cols-1 sm:grid-cols-3" />;
  if (query.error) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('overtime.mine.error')}
      />
    );
  }
  const totals = query.data.totals;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="timesheet-overtime">
      <StatTile
        label={t('overtime.totals.regular')}
        value={formatMinutes(t, totals.regular_minutes)}
      />
      <StatTile
        label={t('overtime.totals.overtime')}
        value={formatMinutes(t, totals.overtime_minutes)}
        hint={
          totals.pending_overtime_minutes
            ? t('overtime.totals.pending', {
                time: formatMinutes(t, totals.pending_overtime_minutes),
              })
            : undefined
        }
      />
      <StatTile
        label={t('overtime.totals.approved')}
        value={formatMinutes(t, totals.approved_overtime_minutes)}
        tone="success"
      />
    </div>
  );
}
