import { useQuery } from '@tanstack/react-query';
import { CalendarOff, Check, ClipboardEdit, Inbox, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { attendanceKeys } from '../api/keys';
import type { OrgSettings } from '../api/organization';
import { type DayRecord, fetchDayRecords } from '../api/records';
import type { ReviewRequest } from '../api/requests';
import { useReviewRequests } from '../hooks/use-requests';
import { formatDateTime, formatTime } from '../utils/dates';
import { STATUS_LABEL } from '../utils/status';
import { DecideRequestDialog } from './decide-request-dialog';
import { requestSummary } from './my-requests-list';
import { QueryError } from './query-error';
import { SegmentedTabs } from './segmented-tabs';
import { RequestStatusBadge } from './status-badge';

function recordText(record: DayRecord | undefined, timeZone: string): string {
  if (!record) return 'Nothing recorded for that day.';
  const times = [
    record.check_in_at ? `in ${formatTime(record.check_in_at, timeZone)}` : 'no check-in',
    record.check_out_at ? `out ${formatTime(record.check_out_at, timeZone)}` : 'no check-out',
  ];
  return `Recorded now: ${STATUS_LABEL[record.status]}, ${times.join(', ')}.`;
}

/**
 * Leave and correction requests of the people the viewer looks after: pending ones to approve or
 * reject with a note, and the latest decisions.
 */
export function ReviewRequestsPanel({
  org,
  ownMemberId,
}: {
  org: OrgSettings;
  ownMemberId: string;
}) {
  const requests = useReviewRequests(org.id, ownMemberId);
  const [tab, setTab] = useState<'pending' | 'decided'>('pending');
  const [deciding, setDeciding] = useState<{
    request: ReviewRequest;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const all = useMemo(() => requests.data ?? [], [requests.data]);
  const pending = all
    .filter((r) => r.status === 'pending')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const decided = all
    .filter((r) => r.status !== 'pending')
    .sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''));
  const corrections = useMemo(
    () =>
      all
        .filter((r) => r.status === 'pending' && r.kind === 'correction')
        .map((r) => ({ member_id: r.member_id, date: r.kind === 'correction' ? r.date : '' })),
    [all],
  );
  const records = useQuery({
    queryKey: attendanceKeys.dayRecords(corrections.map((c) => `${c.member_id}|${c.date}`)),
    queryFn: () => fetchDayRecords(corrections),
    enabled: corrections.length > 0,
  });
  const recordOf = (r: ReviewRequest) =>
    r.kind === 'correction'
      ? records.data?.find((d) => d.member_id === r.member_id && d.date === r.date)
      : undefined;

  if (requests.isPending) return <PageSpinner />;
  if (requests.error) {
    return (
      <QueryError
        error={requests.error}
        onRetry={() => void requests.refetch()}
        title="Could not load requests"
      />
    );
  }

  const list = (items: ReviewRequest[], isPending: boolean) =>
    items.length === 0 ? (
      <EmptyState
        icon={Inbox}
        title={isPending ? 'No requests waiting' : 'No decisions yet'}
        description={
          isPending
            ? 'Leave and correction requests from the people you look after appear here.'
            : 'Requests you and others decide appear here.'
        }
      />
    ) : (
      <Card>
        <ul
          className="divide-y divide-slate-100"
          aria-label={isPending ? 'Pending requests' : 'Decided requests'}
          data-testid={isPending ? 'pending-requests' : 'decided-requests'}
        >
          {items.map((request) => {
            const Icon = request.kind === 'leave' ? CalendarOff : ClipboardEdit;
            const number = request.member?.roll_number ?? request.member?.employee_code;
            return (
              <li
                key={`${request.kind}-${request.id}`}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:px-6"
                data-testid="review-request"
              >
                <Icon
                  aria-hidden="true"
                  className="mt-0.5 hidden h-5 w-5 shrink-0 text-slate-400 sm:block"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold text-slate-900">
                    {request.member?.full_name ?? 'Someone'}
                    {number ? (
                      <span className="font-normal text-slate-500"> · {number}</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-800">{requestSummary(request, org.timezone)}</p>
                  <p className="text-sm text-slate-600">“{request.reason}”</p>
                  {isPending && request.kind === 'correction' ? (
                    <p className="text-xs text-slate-500">
                      {records.isPending
                        ? 'Checking the record…'
                        : recordText(recordOf(request), org.timezone)}
                    </p>
                  ) : null}
                  <p className="text-xs text-slate-500">
                    Sent {formatDateTime(request.created_at, org.timezone)}
                    {request.decided_at
                      ? ` · decided ${formatDateTime(request.decided_at, org.timezone)}`
                      : ''}
                  </p>
                  {request.decision_note ? (
                    <p className="text-sm text-slate-700">Note: {request.decision_note}</p>
                  ) : null}
                </div>
                {isPending ? (
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" onClick={() => setDeciding({ request, decision: 'approve' })}>
                      <Check aria-hidden="true" className="h-4 w-4" /> Approve
                      <span className="sr-only"> {request.member?.full_name}’s request</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeciding({ request, decision: 'reject' })}
                    >
                      <X aria-hidden="true" className="h-4 w-4" /> Reject
                      <span className="sr-only"> {request.member?.full_name}’s request</span>
                    </Button>
                  </div>
                ) : (
                  <RequestStatusBadge status={request.status} />
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    );

  return (
    <div className="space-y-4">
      {done ? <Alert variant="success">{done}</Alert> : null}
      <SegmentedTabs
        label="Requests"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'pending', label: `Waiting (${pending.length})`, content: list(pending, true) },
          { value: 'decided', label: 'Recently decided', content: list(decided, false) },
        ]}
      />
      <DecideRequestDialog
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? 'approve'}
        timeZone={org.timezone}
        onClose={() => setDeciding(null)}
        onDecided={setDone}
      />
    </div>
  );
}
