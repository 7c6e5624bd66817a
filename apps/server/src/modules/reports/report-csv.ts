import {
  type AttendanceReport,
  type AttendanceReportRow,
  type DailyAttendanceReport,
  floorPercent,
  type ReportPerson,
} from '@ias/shared';
import { stringify } from 'csv-stringify/sync';

/**
 * The reports as CSV for Excel and payroll software: UTF-8 with a byte-order mark (so Excel reads
 * Indian names correctly), CRLF line ends, and cells that would start a formula made inert.
 */
function toCsv(rows: Array<Array<string | number>>): string {
  return stringify(rows, { bom: true, record_delimiter: 'windows', escape_formulas: true });
}

const ROLE_LABEL: Record<ReportPerson['role'], string> = {
  student: 'Student',
  teacher: 'Teacher',
  employee: 'Employee',
  incharge: 'In-charge',
};

const numberHeader = (kind: 'institute' | 'company') =>
  kind === 'institute' ? 'Roll number' : 'Employee code';

const personCells = (p: ReportPerson) => [
  p.full_name,
  p.number ?? '',
  ROLE_LABEL[p.role],
  p.groups.join('; '),
  p.status === 'left' ? `Left on ${p.left_on ?? ''}` : 'Active',
];

const percentCell = (row: AttendanceReportRow) => floorPercent(row.percent)?.toFixed(1) ?? '';

/** One row per person: counts per status, the percentage, and the kind's own columns. */
export function summaryCsv(report: AttendanceReport): string {
  const { kind, min_attendance_percent: minimum } = report.organization;
  const hasMinimum = kind === 'institute' && minimum !== null;
  const header = [
    'Name',
    numberHeader(kind),
    'Role',
    'Groups',
    'Status',
    'Counted by',
    'Present',
    'Late',
    'Half day',
    'Absent',
    'On leave',
    'Excused',
    'Attended',
    'Counted',
    'Attendance %',
    ...(hasMinimum ? [`Below minimum (${minimum} %)`] : []),
    ...(kind === 'company' ? ['Hours worked', 'Days without check-out'] : []),
  ];
  const rows = report.rows.map((row) => [
    ...personCells(row),
    row.counted_by === 'classes' ? 'Classes' : 'Days',
    row.present,
    row.late,
    row.half_day,
    row.absent,
    row.on_leave,
    row.excused,
    row.attended,
    row.counted,
    percentCell(row),
    ...(hasMinimum ? [row.is_below_minimum ? 'Yes' : 'No'] : []),
    ...(kind === 'company'
      ? [((row.minutes_worked ?? 0) / 60).toFixed(2), row.missing_check_outs ?? 0]
      : []),
  ]);
  return toCsv([header, ...rows]);
}

/** One row per person, one column per day, a status code in each cell. */
export function dailyCsv(report: DailyAttendanceReport): string {
  const header = [
    'Name',
    numberHeader(report.organization.kind),
    'Role',
    'Groups',
    'Status',
    'Counted by',
    ...report.dates,
  ];
  const rows = report.rows.map((row) => [
    ...personCells(row),
    row.counted_by === 'classes' ? 'Classes' : 'Days',
    ...row.codes,
  ]);
  return toCsv([header, ...rows]);
}
