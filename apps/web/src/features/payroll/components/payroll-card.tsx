import {
  DEFAULT_PAYROLL_COLUMNS,
  formatDuration,
  NUMERIC_PAYROLL_COLUMNS,
  type PayrollColumn,
  type PayrollRow,
} from '@ias/shared';
import { FileSpreadsheet, FileText, Users } from 'lucide-react';
import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Label,
  Select,
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { describeError } from '@/lib/error-messages';
import type { PayrollRange } from '../api/payroll';
import { usePayroll, usePayrollCsv, usePayrollLayouts, usePayrollXlsx } from '../hooks/use-payroll';
import { usePayrollT } from '../hooks/use-payroll-t';
import { columnLabel } from './labels';
import { LayoutsDialog } from './layouts-dialog';

/** The table on screen: the figures payroll is run on (files carry the layout's columns). */
const SCREEN_COLUMNS: PayrollColumn[] = [
  'full_name',
  'employee_code',
  'working_days',
  'present_days',
  'late_count',
  'paid_leave_days',
  'unpaid_leave_days',
  'absent_days',
  'loss_of_pay_days',
  'payable_days',
  'approved_overtime_hours',
];

type T = ReturnType<typeof usePayrollT>;

const cell = (t: T, row: PayrollRow, column: PayrollColumn) => {
  const value = row[column];
  // Overtime on screen reads as a duration ("1 h 30 m"), the one way (issue 13); the CSV and
  // Excel files keep decimal hours (1.5) for salary software.
  if (column === 'approved_overtime_hours' && typeof value === 'number') {
    return formatDuration(value * 60, {
      hoursMinutes: (parts) => t('payroll.duration.hoursMinutes', parts),
      minutes: (parts) => t('payroll.duration.minutes', parts),
    });
  }
  return Array.isArray(value) ? value.join(', ') : (value ?? '—');
};

/**
 * The owner's payroll numbers for the last (or this) pay period, with CSV and Excel downloads in
 * a saved column layout and the layouts themselves.
 */
export function PayrollCard({ orgId }: { orgId: string }) {
  const t = usePayrollT();
  const periodId = useId();
  const layoutId = useId();
  const [period, setPeriod] = useState<'previous' | 'current'>('previous');
  const [range, setRange] = useState<PayrollRange>(null);
  const [layout, setLayout] = useState<string>('');
  const [groupId, setGroupId] = useState<string>('');
  const groupField = useId();
  const [managing, setManaging] = useState(false);
  const report = usePayroll(orgId, range, groupId || null);
  const layouts = usePayrollLayouts(orgId);
  const csv = usePayrollCsv(orgId);
  const xlsx = usePayrollXlsx(orgId);
  const data = report.data;
  const chosenRange = data ? { from: data.from, to: data.to } : null;
  const order = chosenRange
    ? { range: chosenRange, groupId: groupId || null, layoutId: layout || null }
    : null;
  const percent =
    xlsx.job && xlsx.job.total > 0 ? Math.floor((xlsx.job.processed / xlsx.job.total) * 100) : 0;
  const chosenColumns =
    layouts.data?.layouts.find((l) => l.id === layout)?.columns ?? DEFAULT_PAYROLL_COLUMNS;

  return (
    <Card data-testid="payroll-card">
      <CardHeader>
        <CardTitle>{t('payroll.title')}</CardTitle>
        <CardDescription>
          {t('payroll.description', { day: data?.payroll_period_start_day ?? 1 })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data && report.isError ? (
          <Alert variant="error">
            {t('payroll.loadError')} {describeError(report.error)}{' '}
            <Button variant="link" onClick={() => void report.refetch()}>
              {t('payroll.retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <PayrollSkeleton label={t('payroll.loading')} />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <div className="space-y-1">
                <Label htmlFor={periodId}>{t('payroll.period.label')}</Label>
                <Select
                  id={periodId}
                  value={period}
                  onChange={(event) => {
                    const next = event.target.value as 'previous' | 'current';
                    setPeriod(next);
                    setRange(next === 'previous' ? null : data.periods.current);
                  }}
                  options={[
                    {
                      value: 'previous',
                      label: t('payroll.period.previous', data.periods.previous),
                    },
                    { value: 'current', label: t('payroll.period.current', data.periods.current) },
                  ]}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={groupField}>{t('payroll.group.label')}</Label>
                <Select
                  id={groupField}
                  value={groupId}
                  onChange={(event) => setGroupId(event.target.value)}
                  options={[
                    { value: '', label: t('payroll.group.all') },
                    ...data.groups.map((g) => ({ value: g.id, label: g.name })),
                  ]}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={layoutId}>{t('payroll.layout.label')}</Label>
                <div className="flex gap-2">
                  <div className="min-w-0 flex-1">
                    <Select
                      id={layoutId}
                      value={layout}
                      onChange={(event) => setLayout(event.target.value)}
                      options={[
                        { value: '', label: t('payroll.layout.all') },
                        ...(layouts.data?.layouts ?? []).map((l) => ({
                          value: l.id,
                          label: l.name,
                        })),
                      ]}
                    />
                  </div>
                  <Button variant="outline" onClick={() => setManaging(true)}>
                    {t('payroll.layout.manage')}
                  </Button>
                </div>
                <p className="text-xs text-slate-500">
                  {chosenColumns.map((c) => columnLabel(t, c)).join(' · ')}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-start gap-3">
              <Button
                variant="outline"
                onClick={() => order && csv.mutate(order)}
                isLoading={csv.isPending}
                disabled={!order || report.isFetching}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                {t('payroll.csv')}
              </Button>
              <Button
                variant="outline"
                onClick={() => order && xlsx.start(order)}
                isLoading={xlsx.isRunning}
                disabled={!order || report.isFetching || xlsx.isRunning}
              >
                <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
                {t('payroll.xlsx')}
              </Button>
              <div aria-live="polite" className="text-xs text-slate-600">
                {xlsx.job?.status === 'running' ? t('payroll.xlsx.progress', { percent }) : null}
                {xlsx.job?.status === 'done'
                  ? t('payroll.xlsx.ready', { name: xlsx.job.file_name })
                  : null}
              </div>
            </div>
            {csv.error ? <Alert variant="error">{describeError(csv.error)}</Alert> : null}
            {xlsx.job?.status === 'failed' || xlsx.error ? (
              <Alert variant="error">
                {xlsx.error ? describeError(xlsx.error) : t('payroll.xlsx.failed')}
              </Alert>
            ) : null}
            {data.rows.length === 0 ? (
              <EmptyState
                icon={Users}
                title={t('payroll.empty.title')}
                description={t('payroll.empty.description')}
              />
            ) : (
              <div
                className="overflow-x-auto rounded-lg border border-slate-200"
                // Focusable and named, so it can be scrolled sideways with the keyboard.
                tabIndex={0}
                role="region"
                aria-label={t('payroll.table.caption', { from: data.from, to: data.to })}
              >
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <caption className="sr-only">
                    {t('payroll.table.caption', { from: data.from, to: data.to })}
                  </caption>
                  <thead className="bg-slate-50">
                    <tr>
                      {SCREEN_COLUMNS.map((column) => (
                        <th
                          key={column}
                          scope="col"
                          className={`whitespace-nowrap px-3 py-2 font-medium text-slate-700 ${
                            NUMERIC_PAYROLL_COLUMNS.has(column) ? 'text-right' : 'text-left'
                          }`}
                        >
                          {columnLabel(t, column)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.rows.map((row) => (
                      <tr key={row.member_id}>
                        {SCREEN_COLUMNS.map((column) =>
                          column === 'full_name' ? (
                            <th
                              key={column}
                              scope="row"
                              className="whitespace-nowrap px-3 py-2 text-left font-medium text-slate-900"
                            >
                              {row.full_name}
                            </th>
                          ) : (
                            <td
                              key={column}
                              className={`whitespace-nowrap px-3 py-2 text-slate-700 ${
                                NUMERIC_PAYROLL_COLUMNS.has(column) ? 'text-right tabular-nums' : ''
                              }`}
                            >
                              {cell(t, row, column)}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
        {managing ? (
          <LayoutsDialog
            orgId={orgId}
            layouts={layouts.data?.layouts ?? []}
            isLoading={layouts.isPending}
            onOpenChange={(open) => !open && setManaging(false)}
            onDeleted={(id) => id === layout && setLayout('')}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The card's shape while the payroll loads: its three choices, the downloads, then the table. */
function PayrollSkeleton({ label }: { label: string }) {
  const grid = { gridTemplateColumns: `repeat(${DEFAULT_PAYROLL_COLUMNS.length}, minmax(0, 1fr))` };
  return (
    <SkeletonShape label={label} testId="skeleton-payroll">
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <SkeletonBlock className="h-3.5 w-24" />
              <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
            </div>
          ))}
        </div>
        <div className="flex gap-3">
          <SkeletonBlock className="h-10 w-24 rounded-lg" />
          <SkeletonBlock className="h-10 w-28 rounded-lg" />
        </div>
        <div className="overflow-hidden rounded-lg border border-slate-200">
          {Array.from({ length: 6 }, (_, r) => (
            <div
              key={r}
              className={`grid gap-3 px-3 py-3 ${r === 0 ? 'bg-slate-50' : 'border-t border-slate-100'}`}
              style={grid}
              data-testid="skeleton-payroll-row"
            >
              {DEFAULT_PAYROLL_COLUMNS.map((c) => (
                <SkeletonBlock key={c} className="h-3.5 w-3/4" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </SkeletonShape>
  );
}
