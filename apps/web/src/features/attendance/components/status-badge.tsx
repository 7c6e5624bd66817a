import { Badge } from '@/components/ui/badge';
import { useAttendanceT } from '../hooks/use-attendance-t';
import {
  FLAG_LABEL,
  REQUEST_STATUS_LABEL,
  REQUEST_STATUS_VARIANT,
  STATUS_LABEL,
  STATUS_VARIANT,
  isAttendanceStatus,
} from '../utils/status';

/** An attendance status as a coloured pill ('Present', 'Late', …). */
export function AttendanceStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useAttendanceT();
  if (!isAttendanceStatus(status))
    return <Badge variant="neutral">{t('attendance.status.notMarked')}</Badge>;
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABEL[status]}</Badge>;
}

export function RequestStatusBadge({ status }: { status: string }) {
  useAttendanceT(); // re-renders in a new language
  return (
    <Badge variant={REQUEST_STATUS_VARIANT[status] ?? 'neutral'}>
      {REQUEST_STATUS_LABEL[status] ?? status}
    </Badge>
  );
}

export function FlagBadges({ flags }: { flags: readonly string[] }) {
  useAttendanceT(); // re-renders in a new language
  if (!flags.length) return null;
  return (
    <>
      {flags.map((flag) => (
        <Badge key={flag} variant={flag === 'missing_check_out' ? 'warning' : 'neutral'}>
          {FLAG_LABEL[flag] ?? flag}
        </Badge>
      ))}
    </>
  );
}
