import { Check, X } from 'lucide-react';
import { Avatar, Badge } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import type { Member } from '../api/members';
import { groupNames, memberNumber, ROLE_LABELS, STATUS_LABELS } from '../utils/member-labels';
import { type MemberAction, MemberActions } from './member-actions';

type Props = {
  members: Member[];
  onAction: (action: MemberAction, member: Member) => void;
  onDecide: (member: Member, decision: 'approve' | 'reject') => void;
  decidingId: string | null;
};

function StatusCell({
  member,
  onDecide,
  decidingId,
}: Omit<Props, 'members' | 'onAction'> & { member: Member }) {
  const status = STATUS_LABELS[member.status];
  if (member.status !== 'pending') {
    return (
      <Badge variant={status.variant}>
        {member.status === 'active' && !member.user_id ? 'Active · no account yet' : status.label}
      </Badge>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant={status.variant}>{status.label}</Badge>
      <RowAction
        icon={Check}
        label={`Approve ${member.full_name}`}
        className="h-7 px-2"
        onClick={() => onDecide(member, 'approve')}
        isLoading={decidingId === member.id}
      >
        Approve
      </RowAction>
      <RowAction
        icon={X}
        label={`Decline ${member.full_name}`}
        variant="outline"
        className="h-7 px-2"
        onClick={() => onDecide(member, 'reject')}
        disabled={decidingId === member.id}
      />
    </div>
  );
}

/** Members as a table on wide screens and as a list of cards on phones. */
export function MembersTable(props: Props) {
  const { members, onAction } = props;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Number
              </th>
              <th scope="col" className="px-4 py-3">
                Groups
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => (
              <tr key={member.id} className="align-middle" data-testid="member-row">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Avatar name={member.full_name} src={member.photo_url} size="sm" />
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{member.full_name}</p>
                      <p className="truncate text-slate-500">
                        {member.email ?? member.phone ?? '—'}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">{ROLE_LABELS[member.role]}</td>
                <td className="px-4 py-3 font-mono text-xs">
                  {memberNumber(member) ?? <span className="text-slate-400">—</span>}
                  {member.card_number ? (
                    <span className="block text-slate-500">Card {member.card_number}</span>
                  ) : null}
                </td>
                <td className="max-w-48 px-4 py-3 text-slate-700">
                  {groupNames(member).join(', ') || <span className="text-slate-400">—</span>}
                </td>
                <td className="px-4 py-3">
                  <StatusCell
                    member={member}
                    onDecide={props.onDecide}
                    decidingId={props.decidingId}
                  />
                </td>
                <td className="px-2 py-3 text-right">
                  <MemberActions member={member} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {members.map((member) => (
          <li
            key={member.id}
            className="rounded-2xl border border-slate-200 bg-white p-4"
            data-testid="member-card"
          >
            <div className="flex items-start gap-3">
              <Avatar name={member.full_name} src={member.photo_url} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{member.full_name}</p>
                <p className="truncate text-sm text-slate-500">
                  {[ROLE_LABELS[member.role], memberNumber(member), member.email]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {groupNames(member).length ? (
                  <p className="text-sm text-slate-600">{groupNames(member).join(', ')}</p>
                ) : null}
                <div className="mt-2">
                  <StatusCell
                    member={member}
                    onDecide={props.onDecide}
                    decidingId={props.decidingId}
                  />
                </div>
              </div>
              <MemberActions member={member} onAction={onAction} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
