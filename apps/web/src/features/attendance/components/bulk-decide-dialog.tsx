import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { type BulkOutcome, BulkProgress, runForEach, useBulkProgress } from '@/features/data-table';
import { useCatalogueT } from '@/features/i18n';
import { attendanceKeys } from '../api/keys';
import { decideRequest, type ReviewRequest } from '../api/requests';
import { catalogue } from '../catalogue';
import { describeApiError } from '../utils/describe-api-error';
import { requestSummary } from './my-requests-list';

export type BulkDecision = { decision: 'approve' | 'reject'; outcome: BulkOutcome<ReviewRequest> };

/** What a bulk decision did: how many were decided, and each request refused, with the reason. */
export function BulkDecisionResult({
  result,
  timeZone,
}: {
  result: BulkDecision;
  timeZone: string;
}) {
  const t = useCatalogueT(catalogue);
  const { done, failed } = result.outcome;
  return (
    <Alert variant={failed.length ? 'warning' : 'success'} data-testid="bulk-result">
      {done.length ? (
        <p>
          {result.decision === 'approve'
            ? t('attendance.review.bulk.approved', { count: done.length })
            : t('attendance.review.bulk.rejected', { count: done.length })}
        </p>
      ) : null}
      {failed.length ? (
        <>
          <p className="font-semibold">
            {t('attendance.review.bulk.failed', { count: failed.length })}
          </p>
          <ul className="list-disc pl-5">
            {failed.map(({ row, error }) => (
              <li key={`${row.kind}-${row.id}`}>
                {row.member?.full_name ?? '—'}, {requestSummary(row, timeZone)}:{' '}
                {describeApiError(error)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}

/**
 * Approves or rejects the selected requests with one optional note: one request to the server's
 * decision endpoint per request, so each is authorised (and refused) on its own.
 */
export function BulkDecideDialog({
  requests,
  decision,
  onClose,
  onDone,
}: {
  requests: ReviewRequest[];
  decision: 'approve' | 'reject';
  onClose: () => void;
  onDone: (result: BulkDecision) => void;
}) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { progress, onProgress } = useBulkProgress();
  const isApprove = decision === 'approve';
  const decide = useMutation({
    mutationFn: async () => {
      const text = note.trim() || undefined;
      const outcome = await runForEach(
        requests,
        (r) => decideRequest(r.kind, r.id, decision, text),
        undefined,
        onProgress,
      );
      return { decision, outcome };
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all, refetchType: 'active' });
      onDone(result);
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={
        isApprove
          ? t('attendance.review.bulk.approveTitle', { count: requests.length })
          : t('attendance.review.bulk.rejectTitle', { count: requests.length })
      }
      description={
        isApprove ? t('attendance.review.bulk.approveHint') : t('attendance.review.bulk.rejectHint')
      }
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            {t('attendance.review.bulk.cancel')}
          </Button>
          <Button
            variant={isApprove ? 'primary' : 'danger'}
            onClick={() => decide.mutate()}
            isLoading={decide.isPending}
          >
            {isApprove
              ? t('attendance.review.bulk.confirmApprove')
              : t('attendance.review.bulk.confirmReject')}
          </Button>
        </>
      }
    >
      <FormField
        label={isApprove ? t('attendance.review.bulk.note') : t('attendance.review.bulk.why')}
      >
        <Textarea
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {decide.isPending ? <BulkProgress progress={progress} /> : null}
      {decide.error ? <Alert variant="error">{describeApiError(decide.error)}</Alert> : null}
    </Dialog>
  );
}
