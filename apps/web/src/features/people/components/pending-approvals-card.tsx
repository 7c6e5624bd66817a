import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
} from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { describeError } from '@/lib/error-messages';
import { approveMember, fetchPendingMembers, type Member, rejectMember } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { groupNames, memberNumber, ROLE_LABELS } from '../utils/member-labels';

/**
 * People who joined with the code or an invitation and wait for the owner: approve or decline
 * each one in place.
 */
export function PendingApprovalsCard({
  orgId,
  timeZone,
  emptyText = 'Nobody is waiting. People who join with your code or an invitation appear here.',
  hideWhenEmpty = false,
}: {
  orgId: string;
  timeZone: string;
  emptyText?: string;
  /** On the people page the card only appears when someone is waiting. */
  hideWhenEmpty?: boolean;
}) {
  const pending = useQuery({
    queryKey: peopleKeys.pending(orgId),
    queryFn: () => fetchPendingMembers(orgId),
    refetchInterval: 60_000,
  });
  const count = pending.data?.length ?? 0;
  if (hideWhenEmpty && !pending.error && count === 0) return null;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Join requests</CardTitle>
          {count ? <Badge variant="warning">{count} waiting</Badge> : null}
        </div>
        <CardDescription>Only people you approve can see your organisation.</CardDescription>
      </CardHeader>
      <CardContent>
        {pending.isLoading ? (
          <Spinner />
        ) : pending.error ? (
          <Alert variant="error">{describeError(pending.error)}</Alert>
        ) : count === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <UserCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
            {emptyText}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="People waiting for approval">
            {pending.data!.map((member) => (
              <PendingRow key={member.id} member={member} orgId={orgId} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PendingRow({
  member,
  orgId,
  timeZone,
}: {
  member: Member;
  orgId: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      decision === 'approve' ? approveMember(member.id) : rejectMember(member.id),
    onError: (e) => setError(describeError(e)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) }),
  });
  const groups = groupNames(member);
  const number = memberNumber(member);
  const asked = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(member.created_at));
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {member.full_name}{' '}
          <Badge variant="neutral" className="align-middle">
            {ROLE_LABELS[member.role]}
          </Badge>
        </p>
        <p className="truncate text-sm text-slate-600">
          {[member.email, number, groups.join(', ')].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-slate-500">Asked {asked}</p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <RowAction
          icon={Check}
          label={`Approve ${member.full_name}`}
          onClick={() => decide.mutate('approve')}
          isLoading={decide.isPending && decide.variables === 'approve'}
          disabled={decide.isPending}
        >
          Approve
        </RowAction>
        <RowAction
          icon={X}
          label={`Decline ${member.full_name}`}
          variant="outline"
          onClick={() => decide.mutate('reject')}
          isLoading={decide.isPending && decide.variables === 'reject'}
          disabled={decide.isPending}
        >
          Decline
        </RowAction>
      </div>
    </li>
  );
}
