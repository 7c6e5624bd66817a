import { type AttendanceStatus, addDays, formatDay, formatTimeIn, todayIn } from '@ias/shared';
import { Download, ListChecks } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  FormField,
  Input,
  Select,
} from '@/components/ui';
import {
  FLAG_LABEL,
  METHOD_LABEL,
  STATUS_LABEL,
  STATUS_VARIANT,
} from '@/features/attendance/utils/status';
import {
  type DataTableColumn,
  DataTable,
  downloadCsv,
  fetchAllPages,
  toCsv,
  useServerPage,
} from '@/features/data-table';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { DateInput } from '@/components/ui/date-input';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { useSettledValue } from '@/lib/use-settled-value';
import { fetchRecordsPage, type RecordFilters, type RecordRow } from '../api/records-page';
import { catalogue } from '../catalogue';

const STATUSES = Object.keys(STATUS_LABEL) as AttendanceStatus[];
const METHODS = ['face', 'card', 'manual', 'qr', 'self_geo'] as const;
/** A week up to today when the page opens; at most a year per query (the reports' limit). */
const DEFAULT_DAYS = 7;

const numberOf = (row: RecordRow) => row.member.roll_number ?? row.member.employee_code ?? '';

/**
 * The owner's attendance records: every check-in, roll-call mark and correction between two days,
 * searchable by person and filtered by status and method, paged on the server, with the filtered
 * list (or a selection) exported as CSV.
 */
export function RecordsScreen({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const today = todayIn(timeZone);
  const [from, setFrom] = useState(addDays(today, -(DEFAULT_DAYS - 1)));
  const [to, setTo] = useState(today);
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed, 300);
  const [status, setStatus] = useState<RecordFilters['status']>('');
  const [method, setMethod] = useState('');
  const rangeProblem =
    !from || !to ? t('records.range.missing') : from > to ? t('records.range.reversed') : null;
  const filters: RecordFilters = { from, to, search, status, method };
  const source = useServerPage({
    queryKey: ['records', orgId, filters],
    fetchPage: (request) => fetchRecordsPage(orgId, filters, request),
    initialSort: { id: 'date', desc: true },
    pageSize: 50,
    enabled: !rangeProblem,
  });

  const time = useCallback(
    (iso: string | null) => formatTimeIn(iso, timeZone, locale),
    [locale, timeZone],
  );
  const columns = useMemo<Array<DataTableColumn<RecordRow>>>(
    () => [
      {
        id: 'date',
        header: t('records.column.date'),
        sortable: true,
        hideable: false,
        className: 'whitespace-nowrap px-3 py-2.5',
        cell: (row) => formatDay(row.date, locale, { withYear: true }),
      },
      {
        id: 'person',
        header: t('records.column.person'),
        hideable: false,
        className: 'px-3 py-2.5',
        cell: (row) => (
          <>
            <span className="block font-medium text-slate-900">{row.member.full_name}</span>
            {numberOf(row) ? (
              <span className="block text-xs text-slate-600">{numberOf(row)}</span>
            ) : null}
          </>
        ),
      },
      {
        id: 'period',
        header: t('records.column.period'),
        className: 'px-3 py-2.5 text-slate-700',
        cell: (row) =>
          row.session
            ? t('records.period', { period: row.session.period, subject: row.session.subject })
            : t('records.wholeDay'),
      },
      {
        id: 'status',
        header: t('records.column.status'),
        sortable: true,
        className: 'px-3 py-2.5',
        cell: (row) => (
          <Badge variant={STATUS_VARIANT[row.status]}>{STATUS_LABEL[row.status]}</Badge>
        ),
      },
      {
        id: 'check_in_at',
        header: t('records.column.in'),
        sortable: true,
        className: 'whitespace-nowrap px-3 py-2.5 tabular-nums',
        cell: (row) => time(row.check_in_at),
      },
      {
        id: 'check_out_at',
        header: t('records.column.out'),
        className: 'whitespace-nowrap px-3 py-2.5 tabular-nums',
        cell: (row) => time(row.check_out_at),
      },
      {
        id: 'method',
        header: t('records.column.method'),
        className: 'px-3 py-2.5 text-slate-700',
        cell: (row) => (row.method ? (METHOD_LABEL[row.method] ?? row.method) : '—'),
      },
      {
        id: 'flags',
        header: t('records.column.flags'),
        defaultHidden: true,
        className: 'px-3 py-2.5 text-slate-700',
        cell: (row) => (row.flags ?? []).map((flag) => FLAG_LABEL[flag] ?? flag).join(', ') || '—',
      },
      {
        id: 'note',
        header: t('records.column.note'),
        defaultHidden: true,
        className: 'max-w-64 truncate px-3 py-2.5 text-slate-700',
        cell: (row) => row.note ?? '—',
      },
    ],
    [t, locale, time],
  );

  const exportCsv = (rows: RecordRow[]) =>
    downloadCsv(
      `attendance-records-${from}-to-${to}.csv`,
      toCsv([
        [
          t('records.column.date'),
          t('records.column.person'),
          t('records.column.number'),
          t('records.column.period'),
          t('records.column.status'),
          t('records.column.in'),
          t('records.column.out'),
          t('records.column.method'),
          t('records.column.flags'),
          t('records.column.note'),
        ],
        ...rows.map((row) => [
          row.date,
          row.member.full_name,
          numberOf(row),
          row.session
            ? t('records.period', { period: row.session.period, subject: row.session.subject })
            : t('records.wholeDay'),
          STATUS_LABEL[row.status],
          row.check_in_at ? time(row.check_in_at) : '',
          row.check_out_at ? time(row.check_out_at) : '',
          row.method ? (METHOD_LABEL[row.method] ?? row.method) : '',
          (row.flags ?? []).map((flag) => FLAG_LABEL[flag] ?? flag).join('; '),
          row.note ?? '',
        ]),
      ]),
    );
  const readAllMatching = () =>
    fetchAllPages((request) => fetchRecordsPage(orgId, filters, request), source.sort);
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      exportCsv(await readAllMatching());
    } finally {
      setExporting(false);
    }
  };
  const isFiltered = Boolean(search || status || method);

  return (
    <div className="space-y-5">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 sm:pt-6 lg:grid-cols-5">
          <FormField label={t('records.filter.from')} error={rangeProblem ?? undefined}>
            <DateInput value={from} max={to || undefined} onChange={setFrom} />
          </FormField>
          <FormField label={t('records.filter.to')}>
            <DateInput value={to} min={from || undefined} onChange={setTo} />
          </FormField>
          <FormField label={t('records.filter.search')}>
            <Input
              type="search"
              value={typed}
              placeholder={t('records.filter.searchPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
          <FormField label={t('records.filter.status')}>
            <Select
              value={status}
              onChange={(event) => setStatus(event.target.value as RecordFilters['status'])}
              options={[
                { value: '', label: t('records.filter.anyStatus') },
                ...STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
              ]}
            />
          </FormField>
          <FormField label={t('records.filter.method')}>
            <Select
              value={method}
              onChange={(event) => setMethod(event.target.value)}
              options={[
                { value: '', label: t('records.filter.anyMethod') },
                ...METHODS.map((value) => ({ value, label: METHOD_LABEL[value] ?? value })),
              ]}
            />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <p className="text-sm text-slate-700" data-testid="records-total">
            {rangeProblem || source.query.isLoading
              ? null
              : t('records.total', { count: source.query.data?.total ?? 0 })}
          </p>
          <ZoneNote timeZone={timeZone} />
        </div>
        <Button
          variant="outline"
          onClick={() => void exportAll()}
          isLoading={exporting}
          disabled={Boolean(rangeProblem) || !source.query.data?.total}
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t('records.exportAll')}
        </Button>
      </div>
      <DataTable
        tableId="records"
        label={t('records.table.label')}
        columns={columns}
        rows={rangeProblem ? [] : source.query.data?.rows}
        total={rangeProblem ? 0 : (source.query.data?.total ?? 0)}
        getRowId={(row) => row.id}
        getRowLabel={(row) =>
          `${row.member.full_name}, ${formatDay(row.date, locale, { withYear: true })}`
        }
        page={source.page}
        pageSize={source.pageSize}
        onPageChange={source.setPage}
        sort={source.sort}
        onSortChange={source.setSort}
        isLoading={!rangeProblem && source.query.isLoading}
        isFetching={source.query.isPlaceholderData}
        error={source.query.error}
        onRetry={() => void source.query.refetch()}
        rowTestId="record-row"
        cardTestId="record-row"
        selectAllMatching={readAllMatching}
        bulkActions={(selected) => (
          <Button size="sm" variant="outline" onClick={() => exportCsv(selected)}>
            <Download aria-hidden="true" className="h-4 w-4" /> {t('records.exportSelected')}
          </Button>
        )}
        empty={
          <EmptyState
            icon={ListChecks}
            title={isFiltered ? t('records.empty.filteredTitle') : t('records.empty.title')}
            description={
              isFiltered ? t('records.empty.filteredDescription') : t('records.empty.description')
            }
            action={
              isFiltered ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setTyped('');
                    setStatus('');
                    setMethod('');
                  }}
                >
                  {t('records.empty.clear')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </div>
  );
}
