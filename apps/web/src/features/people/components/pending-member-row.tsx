import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@ias/shared';
import { Check, X } from 'lucide-react';
import { Badge, ConfirmDialog } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { approveMember, type Member, rejectMember } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { catalogue } from '../catalogue';
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
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
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
  const asked = formatDateTime(member.created_at, locale, { timeZone });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {member.full_name}{' '}
          <Badge variant="neutral" className="align-middle">
            {t(ROLE_LABELS[member.role])}
          </Badge>
        </p>
        <p className="truncate text-sm text-slate-600">
          {[member.email, number, groups.join(', ')].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-slate-500">{t('people.pending.asked', { when: asked })}</p>
        {approve.error ? (
          <p className="mt-1 text-sm font-medium text-red-700">{describeError(approve.error)}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <RowAction
          icon={Check}
          label={t('people.approveName', { name: member.full_name })}
          onClick={() => approve.mutate()}
          isLoading={approve.isPending}
          disabled={isBusy}
        >
          {t('people.approve')}
        </RowAction>
        <RowAction
          icon={X}
          label={t('people.declineName', { name: member.full_name })}
          variant="outline"
          onClick={() => {
            approve.reset();
            decline.ask(member);
          }}
          disabled={isBusy}
        >
          {t('people.decline')}
        </RowAction>
      </div>
      <ConfirmDialog
        {...decline.dialogProps}
        title={t('people.declineTitle', { name: member.full_name })}
        description={t('people.declineDescription')}
        confirmLabel={t('people.decline')}
      />
    </li>
  );
}
