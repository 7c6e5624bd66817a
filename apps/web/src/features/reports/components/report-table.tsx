import type { AttendanceReportRow, OrganizationKind } from '@ias/shared';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui';
import { DataTable, type DataTableColumn, type TableSort } from '@/features/data-table';
import { useCatalogueT } from '@/features/i18n';
import { catalogue, type ReportsMessage } from '../catalogue';
import { formatDate, formatHours, formatPercent } from '../utils/format';
import { sortRows } from '../utils/sort-rows';

type T = (id: ReportsMessage, values?: Record<string, string | number>) => string;

const ROLE_LABEL: Record<AttendanceReportRow['role'], ReportsMessage> = {
  student: 'reports.role.student',
  teacher: 'reports.role.teacher',
  employee: 'reports.role.employee',
  incharge: 'reports.role.incharge',
};

const COUNTS = [
  ['present', 'reports.count.present'],
  ['late', 'reports.count.late'],
  ['half_day', 'reports.count.halfDay'],
  ['absent', 'reports.count.absent'],
  ['on_leave', 'reports.count.onLeave'],
  ['excused', 'reports.count.excused'],
] as const;

/** '4 of 7 classes', '1 of 1 day', 'nothing counted'. */
function countedText(t: T, row: AttendanceReportRow): string {
  if (!row.counted) return t('reports.counted.none');
  const values = { attended: row.attended, counted: row.counted };
  return row.counted_by === 'classes'
    ? t('reports.counted.classes', values)
    : t('reports.counted.days', values);
}

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
  t: T,
  kind: OrganizationKind,
  minimum: number | null,
): Array<DataTableColumn<AttendanceReportRow>> {
  const columns: Array<DataTableColumn<AttendanceReportRow>> = [
    {
      id: 'name',
      header: t('reports.column.name'),
      sortable: true,
      hideable: false,
      className: 'px-3 py-2.5 text-left font-normal',
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900">{row.full_name}</span>
          <span className="block text-xs text-slate-600">
            {[t(ROLE_LABEL[row.role]), row.number].filter(Boolean).join(' · ')}
            {row.status === 'left' && row.left_on
              ? ` · ${t('reports.leftOn', { date: formatDate(row.left_on) })}`
              : ''}
          </span>
        </>
      ),
    },
    {
      id: 'groups',
      header: kind === 'institute' ? t('reports.column.class') : t('reports.column.group'),
      className: 'max-w-48 truncate px-3 py-2.5 text-slate-700',
      cell: (row) => row.groups.join(', ') || <span className="text-slate-400">—</span>,
    },
    ...COUNTS.map(([key, label]): DataTableColumn<AttendanceReportRow> => ({
      id: key,
      header: t(label),
      className: NUMBER,
      cell: (row) => <span data-column={key}>{row[key]}</span>,
    })),
    {
      id: 'percent',
      header: t('reports.column.attendance'),
      sortable: true,
      hideable: false,
      className: 'px-3 py-2.5 text-right',
      cell: (row) => (
        <div data-column="percent">
          <span className="block font-semibold tabular-nums text-slate-900">
            {formatPercent(row.percent)}
          </span>
          <span className="block text-xs text-slate-600">{countedText(t, row)}</span>
          {row.is_below_minimum ? (
            <Badge variant="danger" className="mt-1">
              {t('reports.belowMinimum', { minimum: minimum ?? '' })}
            </Badge>
          ) : null}
        </div>
      ),
    },
  ];
  if (kind !== 'company') return columns;
  return [
    ...columns,
    hoursColumn('hours', t('reports.column.hours'), (row) => row.minutes_worked),
    {
      id: 'no-check-out',
      header: t('reports.column.noCheckOut'),
      className: NUMBER,
      cell: (row) => row.missing_check_outs ?? 0,
    },
    {
      id: 'auto-check-outs',
      header: t('reports.column.autoCheckOut'),
      className: NUMBER,
      cell: (row) => <span data-column="auto-check-outs">{row.auto_check_outs ?? 0}</span>,
    },
    hoursColumn('regular', t('reports.column.regular'), (row) => row.regular_minutes),
    hoursColumn('overtime', t('reports.column.overtime'), (row) => row.overtime_minutes),
    hoursColumn(
      'approved-overtime',
      t('reports.column.approvedOvertime'),
      (row) => row.approved_overtime_minutes,
    ),
  ];
}

/** How many columns the report of an organisation of `kind` has (its loading table draws as many). */
export function reportColumnCount(kind: OrganizationKind): number {
  return reportColumns((id) => id, kind, null).length;
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
  const t = useCatalogueT(catalogue);
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  const sorted = useMemo(
    () =>
      sortRows(rows, {
        key: sort.id === 'percent' ? 'percent' : 'name',
        direction: sort.desc ? 'desc' : 'asc',
      }),
    [rows, sort],
  );
  const columns = useMemo(() => reportColumns(t, kind, minimum), [t, kind, minimum]);
  return (
    <DataTable
      tableId={`report-${kind}`}
      label={t('reports.table.label')}
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
