import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui';
import { fetchCorrectionAllowance } from '../api/correction-allowance';
import { attendanceKeys } from '../api/keys';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** "2 of 3 corrections left this month", shown before the person asks; nothing when unlimited. */
export function CorrectionAllowance({ orgId }: { orgId: string }) {
  const t = useAttendanceT();
  const allowance = useQuery({
    queryKey: attendanceKeys.correctionAllowance(orgId),
    queryFn: () => fetchCorrectionAllowance(orgId),
  });
  const info = allowance.data;
  if (!info || info.limit === null || info.remaining === null) return null;
  if (info.remaining === 0)
    return (
      <Alert variant="warning" data-testid="correction-allowance">
        {t('attendance.corrections.none', { limit: info.limit })}
      </Alert>
    );
  return (
    <p className="text-sm text-slate-700" data-testid="correction-allowance">
      {t('attendance.corrections.left', { remaining: info.remaining, limit: info.limit })}
    </p>
  );
}
