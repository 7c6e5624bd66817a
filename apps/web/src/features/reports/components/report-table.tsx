import type { AttendanceReportRow, OrganizationKind } from '@ias/shared';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui';
import { DataTable, type DataTableColumn, type TableSort } from '@/features/data-table';
import { countedText, formatDate, formatHours, formatPercent } from '../utils/format';
import { sortRows } from '../utils/sort-rows';

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

const NUMBER = 'px-3 py-2.5 text-right tabular-nums';

function hoursColumn(
  id: string,
  header: string,
  value: (row: AttendanceReportRow) => number | undefined | null,
): DataTableColumn<AttendanceReportRow> {
  return {
    id,
    header,
    className: NUMBER,
    cell: (row) => <span data-column={id}>{formatHours(value(row) ?? 0)}</span>,
  };
}

function reportColumns(
  kind: OrganizationKind,
  minimum: number | null,
): Array<DataTableColumn<AttendanceReportRow>> {
  const columns: Array<DataTableColumn<AttendanceReportRow>> = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      hideable: false,
      className: 'px-3 py-2.5 text-left font-normal',
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900">{row.full_name}</span>
          <span className="block text-xs text-slate-600">
            {[ROLE_LABEL[row.role], row.number].filter(Boolean).join(' · ')}
            {row.status === 'left' && row.left_on ? ` · Left on ${formatDate(row.left_on)}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'groups',
      header: kind === 'institute' ? 'Class' : 'Group',
      className: 'max-w-48 truncate px-3 py-2.5 text-slate-700',
      cell: (row) => row.groups.join(', ') || <span className="text-slate-400">—</span>,
    },
    ...COUNTS.map(([key, label]): DataTableColumn<AttendanceReportRow> => ({
      id: key,
      header: label,
      className: NUMBER,
      cell: (row) => <span data-column={key}>{row[key]}</span>,
    })),
    {
      id: 'percent',
      header: 'Attendance',
      sortable: true,
      hideable: false,
      className: 'px-3 py-2.5 text-right',
      cell: (row) => (
        <div data-column="percent">
          <span className="block font-semibold tabular-nums text-slate-900">
            {formatPercent(row.percent)}
          </span>
          <span className="block text-xs text-slate-600">{countedText(row)}</span>
          {row.is_below_minimum ? (
            <Badge variant="danger" className="mt-1">
              Below {minimum ?? ''} % minimum
            </Badge>
          ) : null}
        </div>
      ),
    },
  ];
  if (kind !== 'company') return columns;
  return [
    ...columns,
    hoursColumn('hours', 'Hours worked', (row) => row.minutes_worked),
    {
      id: 'no-check-out',
      header: 'No check-out',
      className: NUMBER,
      cell: (row) => row.missing_check_outs ?? 0,
    },
    {
      id: 'auto-check-outs',
      header: 'Auto check-out',
      className: NUMBER,
      cell: (row) => <span data-column="auto-check-outs">{row.auto_check_outs ?? 0}</span>,
    },
    hoursColumn('regular', 'Regular hours', (row) => row.regular_minutes),
    hoursColumn('overtime', 'Overtime', (row) => row.overtime_minutes),
    hoursColumn('approved-overtime', 'Approved overtime', (row) => row.approved_overtime_minutes),
  ];
}

/**
 * One row per person on the shared data table: counts per status and the percentage, sortable by
 * name and by percentage, columns chosen by the reader. The whole report is computed at once, so
 * it is one page; long reports are virtualised inside a scrolling box with a sticky header, and
 * phones get a card per person. Rows below the minimum say so in words as well as colour.
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
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  const sorted = useMemo(
    () =>
      sortRows(rows, {
        key: sort.id === 'percent' ? 'percent' : 'name',
        direction: sort.desc ? 'desc' : 'asc',
      }),
    [rows, sort],
  );
  const columns = useMemo(() => reportColumns(kind, minimum), [kind, minimum]);
  return (
    <DataTable
      tableId={`report-${kind}`}
      label="Attendance per person; column headers with buttons sort the table."
      columns={columns}
      rows={sorted}
      total={sorted.length}
      getRowId={(row) => row.member_id}
      getRowLabel={(row) => row.full_name}
      page={0}
      pageSize={Math.max(1, sorted.length)}
      onPageChange={() => {}}
      sort={sort}
      onSortChange={setSort}
      isLoading={false}
      empty={null}
      rowHeader="name"
      rowTestId="report-row"
      cardTestId="report-row"
      scrollTestId="report-table-scroll"
      rowClassName={(row) => (row.is_below_minimum ? 'bg-red-50/70' : undefined)}
      rowData={(row) => ({ 'data-member-id': row.member_id })}
    />
  );
}
