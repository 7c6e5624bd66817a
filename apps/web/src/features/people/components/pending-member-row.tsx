import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { Badge, ConfirmDialog } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { approveMember, type Member, rejectMember } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { groupNames, memberNumber, ROLE_LABELS } from '../utils/member-labels';

/**
 * One person waiting for approval: who they are, where they asked to go, and Approve / Decline
 * (declining asks first: the person has to ask again to be let in).
 */
export function PendingMemberRow({
  member,
  orgId,
  timeZone,
}: {
  member: Member;
  orgId: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) });
  const approve = useMutation({ mutationFn: () => approveMember(member.id), onSuccess: refresh });
  const decline = useConfirmedMutation<Member>({
    mutationFn: (m) => rejectMember(m.id),
    onSuccess: refresh,
  });
  const isBusy = approve.isPending || decline.dialogProps.isPending;
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
        {approve.error ? (
          <p className="mt-1 text-sm font-medium text-red-700">{describeError(approve.error)}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <RowAction
          icon={Check}
          label={`Approve ${member.full_name}`}
          onClick={() => approve.mutate()}
          isLoading={approve.isPending}
          disabled={isBusy}
        >
          Approve
        </RowAction>
        <RowAction
          icon={X}
          label={`Decline ${member.full_name}`}
          variant="outline"
          onClick={() => {
            approve.reset();
            decline.ask(member);
          }}
          disabled={isBusy}
        >
          Decline
        </RowAction>
      </div>
      <ConfirmDialog
        {...decline.dialogProps}
        title={`Decline ${member.full_name}?`}
        description="They will not join, and are told so. If it was a mistake, they can ask again with a join code."
        confirmLabel="Decline"
      />
    </li>
  );
}
