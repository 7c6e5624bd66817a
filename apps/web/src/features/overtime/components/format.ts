import { formatDuration, type OvertimeDayKind, type OvertimeStatus } from '@ias/shared';
import type { useOvertimeT } from '../hooks/use-overtime-t';

type T = ReturnType<typeof useOvertimeT>;

/** "2 h 15 m", "2 h 00 m", "45 m" in the reader's language: the shared one way (issue 13). */
export function formatMinutes(t: T, minutes: number): string {
  return formatDuration(minutes, {
    hoursMinutes: (parts) => t('overtime.hoursMinutes', parts),
    minutes: (parts) => t('overtime.minutes', parts),
  });
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
