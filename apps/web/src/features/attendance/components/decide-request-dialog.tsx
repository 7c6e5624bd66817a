import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useCatalogueT } from '@/features/i18n';
import { LeaveDecisionContext, leaveCatalogue } from '@/features/leave';
import { describeApiError } from '../utils/describe-api-error';
import type { ReviewRequest } from '../api/requests';
import { useRequestActions } from '../hooks/use-requests';
import { requestSummary } from './my-requests-list';

/** Approve or reject one request, with an optional note the person will see. */
export function DecideRequestDialog({
  request,
  decision,
  timeZone,
  onClose,
  onDecided,
}: {
  request: ReviewRequest | null;
  decision: 'approve' | 'reject';
  timeZone: string;
  onClose: () => void;
  onDecided: (text: string) => void;
}) {
  const t = useCatalogueT(leaveCatalogue);
  const { decide } = useRequestActions();
  const [note, setNote] = useState('');
  const name = request?.member?.full_name ?? t('leave.requests.thisPerson');
  const isApprove = decision === 'approve';
  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    setNote('');
    onClose();
  };
  const submit = () => {
    if (!request) return;
    decide.mutate(
      { kind: request.kind, id: request.id, decision, note: note.trim() || undefined },
      {
        onSuccess: () => {
          const values = { summary: requestSummary(request, timeZone), name };
          onDecided(
            isApprove
              ? t('leave.requests.decide.approved', values)
              : t('leave.requests.decide.rejected', values),
          );
          setNote('');
          decide.reset();
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && close()}
      title={
        isApprove
          ? t('leave.requests.decide.approveTitle', { name })
          : t('leave.requests.decide.rejectTitle', { name })
      }
      description={request ? requestSummary(request, timeZone) : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={decide.isPending}>
            {t('leave.requests.cancel')}
          </Button>
          <Button
            variant={isApprove ? 'primary' : 'danger'}
            onClick={submit}
            isLoading={decide.isPending}
          >
            {isApprove ? t('leave.requests.approve') : t('leave.requests.reject')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {request ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">“{request.reason}”</p>
        ) : null}
        {request?.kind === 'leave' ? <LeaveDecisionContext requestId={request.id} /> : null}
        <p className="text-sm text-slate-600">
          {isApprove
            ? request?.kind === 'leave'
              ? t('leave.requests.decide.approveLeaveHint')
              : t('leave.requests.decide.approveCorrectionHint')
            : t('leave.requests.decide.rejectHint')}
        </p>
        <FormField
          label={isApprove ? t('leave.requests.decide.note') : t('leave.requests.decide.why')}
        >
          <Textarea
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        {decide.isError ? <Alert variant="error">{describeApiError(decide.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
