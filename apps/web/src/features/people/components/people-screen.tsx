import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp, IdCard, Mail, Users } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Alert, Button, ConfirmDialog, EmptyState } from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { useGroupNames } from '@/features/orgs/hooks/use-group-names';
import { useCatalogueT } from '@/features/i18n';
import { fetchAllPages } from '@/features/data-table';
import { GuideLink } from '@/features/tutorials/components/guide-link';
import { describeError } from '@/lib/error-messages';
import {
  approveMember,
  fetchMembers,
  type Member,
  type MemberFilters,
  rejectMember,
  removeMember,
} from '../api/members';
import { inviteMember } from '../api/invite-member';
import { peopleKeys } from '../api/people-keys';
import { catalogue } from '../catalogue';
import { useMemberFilters } from '../hooks/use-member-filters';
import { ChangeRoleDialog } from './change-role-dialog';
import { EditMemberDialog } from './edit-member-dialog';
import { IdCardsDialog } from './id-cards-dialog';
import { ImportDialog } from './import-dialog';
import { InviteDialog } from './invite-dialog';
import { type BulkReport, BulkResult, DeactivateDialog, MoveToGroupDialog } from './bulk-dialogs';
import type { MemberAction } from './member-actions';
import { type MemberBulkAction, MembersTable } from './members-table';
import { MembersToolbar } from './members-toolbar';

type Open =
  | { dialog: 'invite' | 'import' | 'cards' }
  | { dialog: MemberAction; member: Member }
  | { dialog: MemberBulkAction; members: Member[]; clearSelection: () => void }
  | null;

/**
 * The owner's people list: search and filters over thousands of members, invitations, CSV import,
 * ID cards, approvals, role changes and removal. `renderFaceDialog` embeds face enrolment and
 * `renderGuardiansDialog` a student's guardians.
 */
export function PeopleScreen({
  organization,
  renderFaceDialog,
  renderGuardiansDialog,
}: {
  organization: Organization;
  renderFaceDialog: (member: Member, onClose: () => void) => ReactNode;
  renderGuardiansDialog?: (member: Member, onClose: () => void) => ReactNode;
}) {
  const t = useCatalogueT(catalogue);
  const orgId = organization.id;
  const queryClient = useQueryClient();
  const { filters, update } = useMemberFilters();
  const groups = useGroupNames(orgId);
  const list = useQuery({
    queryKey: peopleKeys.list(orgId, filters),
    queryFn: () => fetchMembers(orgId, filters),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const onChange = useCallback((changes: Partial<MemberFilters>) => update(changes), [update]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) });
  const [bulkReport, setBulkReport] = useState<BulkReport | null>(null);
  const onBulkDone = (report: BulkReport) => {
    if (open && 'clearSelection' in open) open.clearSelection();
    setBulkReport(report);
    close();
    void refresh();
  };
  const decide = useMutation({
    mutationFn: ({ member, decision }: { member: Member; decision: 'approve' | 'reject' }) =>
      decision === 'approve' ? approveMember(member.id) : rejectMember(member.id),
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: (member: Member) =>
      inviteMember(orgId, {
        email: member.email!,
        full_name: member.full_name,
        role: member.role as 'teacher' | 'student' | 'employee' | 'incharge',
      }),
  });
  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(member.id),
    onSuccess: async () => {
      close();
      await refresh();
    },
  });

  const resendInvite = resend.mutate;
  const onAction = useCallback(
    (dialog: MemberAction, member: Member) =>
      dialog === 'resend' ? resendInvite(member) : setOpen({ dialog, member }),
    [resendInvite],
  );
  const decideMember = decide.mutate;
  const onDecide = useCallback(
    (member: Member, decision: 'approve' | 'reject') => decideMember({ member, decision }),
    [decideMember],
  );

  const isFiltered = Boolean(
    filters.search || filters.role || filters.groupId || filters.status !== 'current',
  );
  const groupList = groups.data ?? [];
  const selected = open && 'member' in open ? open.member : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2" data-tour="people-actions">
        <Button onClick={() => setOpen({ dialog: 'invite' })}>
          <Mail aria-hidden="true" className="h-4 w-4" /> {t('people.action.invite')}
        </Button>
        <Button variant="outline" onClick={() => setOpen({ dialog: 'import' })}>
          <FileUp aria-hidden="true" className="h-4 w-4" /> {t('people.action.import')}
        </Button>
        <Button variant="outline" onClick={() => setOpen({ dialog: 'cards' })}>
          <IdCard aria-hidden="true" className="h-4 w-4" /> {t('people.action.cards')}
        </Button>
      </div>

      <MembersToolbar
        kind={organization.kind}
        groups={groupList}
        filters={filters}
        onChange={onChange}
      />

      {decide.error ? <Alert variant="error">{describeError(decide.error)}</Alert> : null}
      {resend.error ? <Alert variant="error">{describeError(resend.error)}</Alert> : null}
      {resend.isSuccess ? (
        <Alert variant="success">{t('people.resent', { email: resend.data.email })}</Alert>
      ) : null}

      {bulkReport ? <BulkResult report={bulkReport} /> : null}

      <MembersTable
        members={list.data?.rows}
        total={list.data?.total ?? 0}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page) => update({ page })}
        sort={filters.sort}
        onSort={(sort) => update({ sort })}
        isLoading={list.isLoading}
        isFetching={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        timeZone={organization.timezone}
        onAction={onAction}
        onDecide={onDecide}
        decidingId={decide.isPending ? (decide.variables?.member.id ?? null) : null}
        selectAllMatching={() =>
          fetchAllPages(
            ({ from, to }) =>
              fetchMembers(orgId, {
                ...filters,
                page: from / (to - from + 1),
                pageSize: to - from + 1,
              }),
            filters.sort,
          )
        }
        onBulk={(dialog, members, clearSelection) => {
          setBulkReport(null);
          setOpen({ dialog, members, clearSelection });
        }}
        empty={
          isFiltered ? (
            <EmptyState
              title={t('people.empty.filteredTitle')}
              description={t('people.empty.filteredDescription')}
              action={
                <Button
                  variant="outline"
                  onClick={() => update({ search: '', role: '', groupId: '', status: 'current' })}
                >
                  {t('people.empty.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Users}
              title={t('people.empty.title')}
              description={t('people.empty.description')}
              action={<GuideLink guide="import-people" />}
            />
          )
        }
      />

      <InviteDialog
        orgId={orgId}
        kind={organization.kind}
        groups={groupList}
        open={open?.dialog === 'invite'}
        onOpenChange={(next) => setOpen(next ? { dialog: 'invite' } : null)}
      />
      <ImportDialog
        orgId={orgId}
        kind={organization.kind}
        open={open?.dialog === 'import'}
        onOpenChange={(next) => setOpen(next ? { dialog: 'import' } : null)}
      />
      <IdCardsDialog
        orgId={orgId}
        groups={groupList}
        open={open?.dialog === 'cards'}
        onOpenChange={(next) => setOpen(next ? { dialog: 'cards' } : null)}
      />
      {selected && open?.dialog === 'edit' ? (
        <EditMemberDialog orgId={orgId} member={selected} onClose={close} />
      ) : null}
      {selected && open?.dialog === 'role' ? (
        <ChangeRoleDialog
          orgId={orgId}
          kind={organization.kind}
          member={selected}
          onClose={close}
        />
      ) : null}
      {selected && open?.dialog === 'face' ? renderFaceDialog(selected, close) : null}
      {selected && open?.dialog === 'guardians' && renderGuardiansDialog
        ? renderGuardiansDialog(selected, close)
        : null}
      {open?.dialog === 'move' ? (
        <MoveToGroupDialog
          orgId={orgId}
          members={open.members}
          groups={groupList}
          onClose={close}
          onDone={onBulkDone}
        />
      ) : null}
      {open?.dialog === 'deactivate' ? (
        <DeactivateDialog members={open.members} onClose={close} onDone={onBulkDone} />
      ) : null}
      <ConfirmDialog
        open={Boolean(selected && open?.dialog === 'remove')}
        onOpenChange={(next) => {
          if (!next) {
            close();
            remove.reset();
          }
        }}
        title={t('people.remove.title', { name: selected?.full_name ?? t('people.thisPerson') })}
        description={t('people.remove.description')}
        confirmLabel={t('people.remove.confirm')}
        onConfirm={() => selected && remove.mutate(selected)}
        isPending={remove.isPending}
        error={remove.error ? describeError(remove.error) : null}
      />
    </div>
  );
}
