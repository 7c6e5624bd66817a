import type { AttendanceReportRow } from '@ias/shared';

export type SortKey = 'name' | 'percent';
export type SortOrder = { key: SortKey; direction: 'asc' | 'desc' };

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/**
 * Rows by name or by percentage (then by name). People with nothing counted have no percentage:
 * they stay at the end either way, so "lowest first" starts with real figures.
 */
export function sortRows(
  rows: readonly AttendanceReportRow[],
  order: SortOrder,
): AttendanceReportRow[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  const byName = (a: AttendanceReportRow, b: AttendanceReportRow) =>
    collator.compare(a.full_name, b.full_name) || collator.compare(a.number ?? '', b.number ?? '');
  return [...rows].sort((a, b) => {
    if (order.key === 'name') return sign * byName(a, b);
    if (a.percent === null || b.percent === null)
      return Number(a.percent === null) - Number(b.percent === null) || byName(a, b);
    return sign * (a.percent - b.percent) || byName(a, b);
  });
}
