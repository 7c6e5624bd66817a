import type { OvertimeStatus } from '@ias/shared';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Select,
  SkeletonList,
} from '@/components/ui';
import { QueryError } from '@/features/attendance/components/query-error';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/error-messages';
import { useOrgOvertime, useRecalculateOvertime } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { OvertimeEntryList } from './overtime-entry-list';

/** Overtime to approve: an owner's whole organisation, an in-charge's own people (server decides). */
export function OvertimeReviewPanel({
  orgId,
  ownMemberId,
}: {
  orgId: string;
  /** An in-charge's own days are on their own overtime card, not among those to approve. */
  ownMemberId?: string;
}) {
  const t = useOvertimeT();
  const [status, setStatus] = useState<OvertimeStatus | 'all'>('pending');
  const list = useOrgOvertime(orgId, status);
  const recalculate = useRecalculateOvertime(orgId);
  const onRecalculate = () =>
    recalculate.mutate(undefined, {
      onSuccess: () => notify.saved(t('overtime.review.recalculated')),
      onError: (error) => notify.error(describeError(error)),
    });
  const entries = (list.data?.entries ?? []).filter((e) => e.member_id !== ownMemberId);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>{t('overtime.review.title')}</CardTitle>
            <CardDescription>{t('overtime.review.description')}</CardDescription>
          </div>
          {list.data?.scope === 'organization' && (
            <Button variant="secondary" onClick={onRecalculate} disabled={recalculate.isPending}>
              {t('overtime.review.recalculate')}
            </Button>
          )}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('overtime.review.show')}
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as OvertimeStatus | 'all')}
              options={[
                { value: 'pending', label: t('overtime.status.pending') },
                { value: 'approved', label: t('overtime.status.approved') },
                { value: 'rejected', label: t('overtime.status.rejected') },
                { value: 'all', label: t('overtime.review.all') },
              ]}
            />
          </label>
        </div>
      </CardHeader>
      <CardContent>
        {list.error ? (
          <QueryError
            error={list.error}
            onRetry={list.refetch}
            title={t('overtime.review.error')}
          />
        ) : list.isPending ? (
          <SkeletonList rows={4} avatar />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={Timer}
            title={
              status === 'pending' ? t('overtime.review.emptyPending') : t('overtime.review.empty')
            }
            description={t('overtime.review.emptyHint')}
          />
        ) : (
          <OvertimeEntryList entries={entries} showName />
        )}
      </CardContent>
    </Card>
  );
}
