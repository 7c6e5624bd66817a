import { Spinner } from '@/components/ui';
import { StatTile } from '@/features/attendance/components/stat-tile';
import { useMemberOvertime } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { formatMinutes } from './format';

/** The timesheet's overtime line: regular hours, overtime and approved overtime of the month. */
export function OvertimeSummary({ memberId, month }: { memberId: string; month: string }) {
  const t = useOvertimeT();
  const query = useMemberOvertime(memberId, month);
  if (query.isPending) return <Spinner />;
  if (query.error) return <p className="text-sm text-slate-600">{t('overtime.mine.error')}</p>;
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
