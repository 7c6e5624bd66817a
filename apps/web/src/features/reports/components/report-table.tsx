import type { AttendanceReportRow, OrganizationKind } from '@ias/shared';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui';
import { cn } from '@/lib/cn';
import { countedText, formatDate, formatHours, formatPercent } from '../utils/format';
import { type SortKey, type SortOrder, sortRows } from '../utils/sort-rows';
import { SortHeader } from './sort-header';

const ROLE_LABEL: Record<AttendanceReportRow['role'], string> = {
  student: 'Student',
  teacher: 'Teacher',
  employee: 'Employee',
  incharge: 'In-charge',
};

const COUNTS = [
  ['present', 'Present'],
  ['late', 'Late'],
  ['half_day', 'Half day'],
  ['absent', 'Absent'],
  ['on_leave', 'On leave'],
  ['excused', 'Excused'],
] as const;

/**
 * One row per person: counts per status and the percentage, sortable by name and by percentage.
 * Rows below the minimum say so in words as well as colour. The table scrolls inside its card.
 */
export function ReportTable({
  rows,
  kind,
  minimum,
}: {
  rows: AttendanceReportRow[];
  kind: OrganizationKind;
  minimum: number | null;
}) {
  const [order, setOrder] = useState<SortOrder>({ key: 'name', direction: 'asc' });
  const sorted = useMemo(() => sortRows(rows, order), [rows, order]);
  const onSort = (key: SortKey) =>
    setOrder((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  const isCompany = kind === 'company';
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200"
      data-testid="report-table-scroll"
    >
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">
          Attendance per person; column headers with buttons sort the table.
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <SortHeader sortKey="name" order={order} onSort={onSort}>
              Name
            </SortHeader>
            <th scope="col" className="px-3 py-3 font-semibold">
              {kind === 'institute' ? 'Class' : 'Group'}
            </th>
            {COUNTS.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-3 text-right font-semibold">
                {label}
              </th>
            ))}
            <SortHeader sortKey="percent" order={order} onSort={onSort} className="text-right">
              Attendance
            </SortHeader>
            {isCompany ? (
              <>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  Hours worked
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  No check-out
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  <abbr title="Days checked out automatically" className="no-underline">
                    Auto check-out
                  </abbr>
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  Regular hours
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  Overtime
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold">
                  Approved overtime
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((row) => (
            <tr
              key={row.member_id}
              data-testid="report-row"
              data-member-id={row.member_id}
              className={cn(row.is_below_minimum && 'bg-red-50/70')}
            >
              <th scope="row" className="px-3 py-2.5 text-left font-normal">
                <span className="block font-medium text-slate-900">{row.full_name}</span>
                <span className="block text-xs text-slate-600">
                  {[ROLE_LABEL[row.role], row.number].filter(Boolean).join(' · ')}
                  {row.status === 'left' && row.left_on
                    ? ` · Left on ${formatDate(row.left_on)}`
                    : ''}
                </span>
              </th>
              <td className="max-w-48 truncate px-3 py-2.5 text-slate-700">
                {row.groups.join(', ') || <span className="text-slate-400">—</span>}
              </td>
              {COUNTS.map(([key]) => (
                <td key={key} className="px-3 py-2.5 text-right tabular-nums" data-column={key}>
                  {row[key]}
                </td>
              ))}
              <td className="px-3 py-2.5 text-right" data-column="percent">
                <span className="block font-semibold tabular-nums text-slate-900">
                  {formatPercent(row.percent)}
                </span>
                <span className="block text-xs text-slate-600">{countedText(row)}</span>
                {row.is_below_minimum ? (
                  <Badge variant="danger" className="mt-1">
                    Below {minimum ?? ''} % minimum
                  </Badge>
                ) : null}
              </td>
              {isCompany ? (
                <>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatHours(row.minutes_worked ?? 0)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {row.missing_check_outs ?? 0}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums" data-column="auto-check-outs">
                    {row.auto_check_outs ?? 0}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums" data-column="regular">
                    {formatHours(row.regular_minutes ?? 0)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums" data-column="overtime">
                    {formatHours(row.overtime_minutes ?? 0)}
                  </td>
                  <td
                    className="px-3 py-2.5 text-right tabular-nums"
                    data-column="approved-overtime"
                  >
                    {formatHours(row.approved_overtime_minutes ?? 0)}
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
