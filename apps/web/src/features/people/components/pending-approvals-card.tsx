import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SkeletonList,
} from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { fetchPendingMembers } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { catalogue } from '../catalogue';
import { PendingMemberRow } from './pending-member-row';

/**
 * People who joined with the code or an invitation and wait for the owner: approve or decline
 * each one in place.
 */
export function PendingApprovalsCard({
  orgId,
  timeZone,
  title,
  description,
  emptyText,
  hideWhenEmpty = false,
}: {
  orgId: string;
  timeZone: string;
  title?: string;
  description?: string;
  emptyText?: string;
  /** On the people page the card only appears when someone is waiting. */
  hideWhenEmpty?: boolean;
}) {
  const t = useCatalogueT(catalogue);
  const pending = useQuery({
    queryKey: peopleKeys.pending(orgId),
    queryFn: () => fetchPendingMembers(orgId),
    refetchInterval: 60_000,
  });
  const count = pending.data?.length ?? 0;
  if (hideWhenEmpty && !pending.error && count === 0) return null;
  return (
    <Card data-testid="pending-approvals">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{title ?? t('people.pending.title')}</CardTitle>
          {count ? <Badge variant="warning">{t('people.pending.waiting', { count })}</Badge> : null}
        </div>
        <CardDescription>{description ?? t('people.pending.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {pending.isLoading ? (
          <SkeletonList rows={2} avatar />
        ) : pending.error ? (
          <Alert variant="error">
            <p>{describeError(pending.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void pending.refetch()}
            >
              {t('people.retry')}
            </Button>
          </Alert>
        ) : count === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <UserCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            {emptyText ?? t('people.pending.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('people.pending.list')}>
            {pending.data!.map((member) => (
              <PendingMemberRow key={member.id} member={member} orgId={orgId} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
