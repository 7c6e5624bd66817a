import type { OvertimeDayKind, OvertimeStatus } from '@ias/shared';
import type { useOvertimeT } from '../hooks/use-overtime-t';

type T = ReturnType<typeof useOvertimeT>;

/** "2 h 15 min", "45 min", "0 min" in the reader's language. */
export function formatMinutes(t: T, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('overtime.minutes', { minutes: rest });
  return rest
    ? t('overtime.hoursMinutes', { hours, minutes: rest })
    : t('overtime.hours', { hours });
}

export function dayKindLabel(t: T, kind: OvertimeDayKind): string {
  if (kind === 'holiday') return t('overtime.dayKind.holiday');
  if (kind === 'weekly_off') return t('overtime.dayKind.weeklyOff');
  return t('overtime.dayKind.working');
}

export function statusLabel(t: T, status: OvertimeStatus, auto: boolean): string {
  if (status === 'pending') return t('overtime.status.pending');
  if (status === 'rejected') return t('overtime.status.rejected');
  return auto ? t('overtime.status.autoApproved') : t('overtime.status.approved');
}

export const statusVariant = (status: OvertimeStatus) =>
  status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning';
