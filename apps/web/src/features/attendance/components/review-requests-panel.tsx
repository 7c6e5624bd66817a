import { useQuery } from '@tanstack/react-query';
import { CalendarOff, Check, ClipboardEdit, Inbox, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  DataTable,
  type DataTableColumn,
  dataTableLoader,
  type PageRequest,
  fetchAllPages,
  useServerPage,
} from '@/features/data-table';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue, leaveLoader, translateLeave } from '@/features/leave';
import { attendanceKeys } from '../api/keys';
import type { OrgSettings } from '../api/organization';
import { type DayRecord, fetchDayRecords } from '../api/records';
import {
  fetchReviewRequestsPage,
  type RequestKindFilter,
  type ReviewRequest,
  type ReviewTab,
} from '../api/requests';
import { catalogue } from '../catalogue';
import { formatDateTime, formatTime } from '../utils/dates';
import { STATUS_LABEL } from '../utils/status';
import { type BulkDecision, BulkDecideDialog, BulkDecisionResult } from './bulk-decide-dialog';
import { DecideRequestDialog } from './decide-request-dialog';
import { requestSummary } from './my-requests-list';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { SegmentedTabs } from './segmented-tabs';
import { RequestStatusBadge } from './status-badge';

function recordText(record: DayRecord | undefined, timeZone: string): string {
  if (!record) return translateLeave('leave.requests.record.nothing');
  const times = [
    record.check_in_at
      ? translateLeave('leave.requests.summary.in', {
          time: formatTime(record.check_in_at, timeZone),
        })
      : translateLeave('leave.requests.record.noIn'),
    record.check_out_at
      ? translateLeave('leave.requests.summary.out', {
          time: formatTime(record.check_out_at, timeZone),
        })
      : translateLeave('leave.requests.record.noOut'),
  ];
  return translateLeave('leave.requests.record.now', {
    status: STATUS_LABEL[record.status],
    times: times.join(', '),
  });
}

const rowId = (r: ReviewRequest) => `${r.kind}-${r.id}`;
const rowLabel = (r: ReviewRequest) =>
  r.member?.full_name ?? translateLeave('leave.requests.someone');

/**
 * Leave and correction requests of the people the viewer looks after, a page at a time from the
 * server: pending ones to approve or reject (one with a note, or several selected at once), and
 * the decisions taken.
 */
export function ReviewRequestsPanel({
  org,
  ownMemberId,
}: {
  org: OrgSettings;
  ownMemberId: string;
}) {
  const t = useCatalogueT(catalogue);
  const tl = useCatalogueT(leaveCatalogue);
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [kind, setKind] = useState<RequestKindFilter>('all');
  const [deciding, setDeciding] = useState<{
    request: ReviewRequest;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [bulk, setBulk] = useState<{
    requests: ReviewRequest[];
    decision: 'approve' | 'reject';
    clearSelection: () => void;
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkDecision | null>(null);

  const fetcher = (which: ReviewTab) => (request: PageRequest) =>
    fetchReviewRequestsPage(org.id, ownMemberId, { tab: which, kind, ...request });
  const pending = useServerPage({
    queryKey: attendanceKeys.reviewPage(org.id, ownMemberId, 'pending', kind),
    fetchPage: fetcher('pending'),
    initialSort: { id: 'created_at', desc: false },
    refetchInterval: 60_000,
  });
  const decided = useServerPage({
    queryKey: attendanceKeys.reviewPage(org.id, ownMemberId, 'decided', kind),
    fetchPage: fetcher('decided'),
    initialSort: { id: 'decided_at', desc: true },
    enabled: tab === 'decided',
  });

  const pendingRows = pending.query.data?.rows;
  const corrections = useMemo(
    () =>
      (pendingRows ?? []).flatMap((r) =>
        r.kind === 'correction' ? [{ member_id: r.member_id, date: r.date }] : [],
      ),
    [pendingRows],
  );
  const records = useQuery({
    queryKey: attendanceKeys.dayRecords(corrections.map((c) => `${c.member_id}|${c.date}`)),
    queryFn: () => fetchDayRecords(corrections),
    enabled: corrections.length > 0,
  });
  const recordOf = useCallback(
    (r: ReviewRequest) =>
      r.kind === 'correction'
        ? records.data?.find((d) => d.member_id === r.member_id && d.date === r.date)
        : undefined,
    [records.data],
  );

  const columns = useMemo(() => {
    const person: DataTableColumn<ReviewRequest> = {
      id: 'person',
      header: t('attendance.review.column.person'),
      hideable: false,
      cell: (request) => {
        const Icon = request.kind === 'leave' ? CalendarOff : ClipboardEdit;
        const number = request.member?.roll_number ?? request.member?.employee_code;
        return (
          <div className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            <p className="font-semibold text-slate-900">
              {request.member?.full_name ?? tl('leave.requests.someone')}
              {number ? <span className="font-normal text-slate-500"> · {number}</span> : null}
            </p>
          </div>
        );
      },
    };
    const what = (isPending: boolean): DataTableColumn<ReviewRequest> => ({
      id: 'request',
      header: t('attendance.review.column.request'),
      hideable: false,
      className: 'max-w-md px-4 py-3',
      cell: (request) => (
        <div className="space-y-1">
          <p className="text-slate-800">{requestSummary(request, org.timezone)}</p>
          <p className="text-slate-600">“{request.reason}”</p>
          {isPending && request.kind === 'correction' ? (
            <p className="text-xs text-slate-500">
              {records.isPending
                ? tl('leave.requests.record.checking')
                : recordText(recordOf(request), org.timezone)}
            </p>
          ) : null}
          {request.decision_note ? (
            <p className="text-slate-700">
              {tl('leave.requests.note', { note: request.decision_note })}
            </p>
          ) : null}
        </div>
      ),
    });
    const sent: DataTableColumn<ReviewRequest> = {
      id: 'created_at',
      header: t('attendance.review.column.sent'),
      sortable: true,
      cell: (request) => (
        <span className="text-slate-600">{formatDateTime(request.created_at, org.timezone)}</span>
      ),
    };
    const pendingColumns: Array<DataTableColumn<ReviewRequest>> = [
      person,
      what(true),
      sent,
      {
        id: 'actions',
        header: t('attendance.review.column.actions'),
        headerHidden: true,
        hideable: false,
        className: 'px-4 py-3 text-right',
        cell: (request) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              aria-label={tl('leave.requests.approveName', { name: rowLabel(request) })}
              onClick={() => setDeciding({ request, decision: 'approve' })}
            >
              <Check aria-hidden="true" className="h-4 w-4" /> {tl('leave.requests.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={tl('leave.requests.rejectName', { name: rowLabel(request) })}
              onClick={() => setDeciding({ request, decision: 'reject' })}
            >
              <X aria-hidden="true" className="h-4 w-4" /> {tl('leave.requests.reject')}
            </Button>
          </div>
        ),
      },
    ];
    const decidedColumns: Array<DataTableColumn<ReviewRequest>> = [
      person,
      what(false),
      { ...sent, sortable: false, defaultHidden: true },
      {
        id: 'decided_at',
        header: t('attendance.review.column.decided'),
        sortable: true,
        cell: (request) =>
          request.decided_at ? (
            <span className="text-slate-600">
              {formatDateTime(request.decided_at, org.timezone)}
            </span>
          ) : null,
      },
      {
        id: 'decision',
        header: t('attendance.review.column.decision'),
        hideable: false,
        cell: (request) => <RequestStatusBadge status={request.status} />,
      },
    ];
    return { pending: pendingColumns, decided: decidedColumns };
  }, [t, tl, org.timezone, records.isPending, recordOf]);

  const empty = (isPending: boolean) => (
    <EmptyState
      icon={Inbox}
      title={
        isPending
          ? tl('leave.requests.empty.pendingTitle')
          : tl('leave.requests.empty.decidedTitle')
      }
      description={
        isPending
          ? tl('leave.requests.empty.pendingDescription')
          : tl('leave.requests.empty.decidedDescription')
      }
    />
  );

  const table = (isPending: boolean) => {
    const source = isPending ? pending : decided;
    return (
      <DataTable
        tableId={isPending ? 'review-requests-pending' : 'review-requests-decided'}
        label={
          isPending ? t('attendance.review.table.pending') : t('attendance.review.table.decided')
        }
        testId={isPending ? 'pending-requests' : 'decided-requests'}
        rowTestId="review-request"
        cardTestId="review-request"
        columns={isPending ? columns.pending : columns.decided}
        rows={source.query.data?.rows}
        total={source.query.data?.total ?? 0}
        getRowId={rowId}
        getRowLabel={rowLabel}
        page={source.page}
        pageSize={source.pageSize}
        onPageChange={source.setPage}
        sort={source.sort}
        onSortChange={source.setSort}
        isLoading={source.query.isLoading}
        isFetching={source.query.isPlaceholderData}
        error={source.query.error}
        onRetry={() => void source.query.refetch()}
        empty={empty(isPending)}
        selectAllMatching={
          isPending ? () => fetchAllPages(fetcher('pending'), pending.sort) : undefined
        }
        bulkActions={
          isPending
            ? (selected, clearSelection) => (
                <>
                  <Button
                    size="sm"
                    onClick={() => {
                      setBulkResult(null);
                      setBulk({ requests: selected, decision: 'approve', clearSelection });
                    }}
                  >
                    <Check aria-hidden="true" className="h-4 w-4" />{' '}
                    {t('attendance.review.bulk.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setBulkResult(null);
                      setBulk({ requests: selected, decision: 'reject', clearSelection });
                    }}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />{' '}
                    {t('attendance.review.bulk.reject')}
                  </Button>
                </>
              )
            : undefined
        }
      />
    );
  };

  const waiting = pending.query.data?.total;
  return (
    <div className="space-y-4">
      {done ? <Alert variant="success">{done}</Alert> : null}
      {bulkResult ? <BulkDecisionResult result={bulkResult} timeZone={org.timezone} /> : null}
      <ZoneNote timeZone={org.timezone} />
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="review-kind">{t('attendance.review.kind')}</Label>
        <Select
          id="review-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as RequestKindFilter)}
          options={[
            { value: 'all', label: t('attendance.review.kind.all') },
            { value: 'leave', label: t('attendance.review.kind.leave') },
            { value: 'correction', label: t('attendance.review.kind.correction') },
          ]}
        />
      </div>
      <SegmentedTabs
        label={tl('leave.requests.title')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'pending',
            label:
              waiting === undefined
                ? tl('leave.requests.tab.waiting')
                : tl('leave.requests.tab.waitingCount', { count: waiting }),
            content: table(true),
          },
          { value: 'decided', label: tl('leave.requests.tab.decided'), content: table(false) },
        ]}
      />
      <DecideRequestDialog
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? 'approve'}
        timeZone={org.timezone}
        onClose={() => setDeciding(null)}
        onDecided={(text) => {
          setBulkResult(null);
          setDone(text);
        }}
      />
      {bulk ? (
        <BulkDecideDialog
          requests={bulk.requests}
          decision={bulk.decision}
          onClose={() => setBulk(null)}
          onDone={(result) => {
            bulk.clearSelection();
            setBulk(null);
            setDone(null);
            setBulkResult(result);
          }}
        />
      ) : null}
    </div>
  );
}

/** For the requests pages: leave's, attendance's and the table's texts load with the page. */
export async function reviewRequestsLoader() {
  await Promise.all([leaveLoader(), catalogue.ready(), dataTableLoader()]);
  return null;
}
