import type { AttendanceStatus } from '@ias/shared';
import type { BadgeVariant } from '@/components/ui/badge';

/** Words and colours of each attendance status, used by every screen of this feature. */
export const STATUS_LABEL: Record<AttendanceStatus, string> = {
  present: 'Present',
  late: 'Late',
  half_day: 'Half day',
  absent: 'Absent',
  excused: 'Excused',
  on_leave: 'On leave',
};

export const STATUS_VARIANT: Record<AttendanceStatus, BadgeVariant> = {
  present: 'success',
  late: 'warning',
  half_day: 'purple',
  absent: 'danger',
  excused: 'neutral',
  on_leave: 'brand',
};

export const FLAG_LABEL: Record<string, string> = {
  missing_check_out: 'No check-out',
  corrected: 'Corrected',
  outside_schedule: 'Outside schedule',
  auto_check_out: 'Automatic check-out',
  override: 'Operator override',
};

export const METHOD_LABEL: Record<string, string> = {
  face: 'Face',
  card: 'ID card',
  qr: 'QR code',
  manual: 'Marked by staff',
  self_geo: 'Own phone',
  biometric: 'Biometric device',
  pin: 'Code and PIN',
};

export const REQUEST_STATUS_VARIANT: Record<string, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export const REQUEST_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && value in STATUS_LABEL;
}
