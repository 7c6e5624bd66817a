import type { AttendanceStatus } from '@ias/shared';
import type { BadgeVariant } from '@/components/ui/badge';
import { translatedLabels } from '../catalogue';

/** Words and colours of each attendance status, used by every screen of this feature. */
export const STATUS_LABEL: Record<AttendanceStatus, string> = translatedLabels({
  present: 'attendance.status.present',
  late: 'attendance.status.late',
  half_day: 'attendance.status.halfDay',
  absent: 'attendance.status.absent',
  excused: 'attendance.status.excused',
  on_leave: 'attendance.status.onLeave',
});

export const STATUS_VARIANT: Record<AttendanceStatus, BadgeVariant> = {
  present: 'success',
  late: 'warning',
  half_day: 'purple',
  absent: 'danger',
  excused: 'neutral',
  on_leave: 'brand',
};

export const FLAG_LABEL: Record<string, string> = translatedLabels({
  missing_check_out: 'attendance.flag.missingCheckOut',
  corrected: 'attendance.flag.corrected',
  outside_schedule: 'attendance.flag.outsideSchedule',
  auto_check_out: 'attendance.flag.autoCheckOut',
  override: 'attendance.flag.override',
});

export const METHOD_LABEL: Record<string, string> = translatedLabels({
  face: 'attendance.method.face',
  card: 'attendance.method.card',
  qr: 'attendance.method.qr',
  manual: 'attendance.method.manual',
  self_geo: 'attendance.method.selfGeo',
  biometric: 'attendance.method.biometric',
  pin: 'attendance.method.pin',
});

export const REQUEST_STATUS_VARIANT: Record<string, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const REQUEST_STATUS_LABEL: Record<string, string> = translatedLabels({
  pending: 'attendance.requestStatus.pending',
  approved: 'attendance.requestStatus.approved',
  rejected: 'attendance.requestStatus.rejected',
  cancelled: 'attendance.requestStatus.cancelled',
});

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && value in STATUS_LABEL;
}
