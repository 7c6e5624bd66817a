import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ConfirmDialog, Dialog, FormField, Select } from '@/components/ui';
import { type BulkOutcome, BulkProgress, runForEach, useBulkProgress } from '@/features/data-table';
import { useCatalogueT } from '@/features/i18n';
import type { GroupName } from '@/features/orgs/api/group-names';
import { describeError } from '@/lib/error-messages';
import { type Member, moveMemberToGroup, removeMember } from '../api/members';
import { catalogue } from '../catalogue';

export type BulkReport = { message: string; outcome: BulkOutcome<Member> };

/** What a bulk action did: how many were changed, and each person it could not change, with why. */
export function BulkResult({ report }: { report: BulkReport }) {
  const t = useCatalogueT(catalogue);
  const { failed } = report.outcome;
  return (
    <Alert variant={failed.length ? 'warning' : 'success'} data-testid="bulk-result">
      {report.outcome.done.length ? <p>{report.message}</p> : null}
      {failed.length ? (
        <>
          <p className="font-semibold">{t('people.bulk.failed', { count: failed.length })}</p>
          <ul className="list-disc pl-5">
            {failed.map(({ row, error }) => (
              <li key={row.id}>
                {row.full_name}: {describeError(error)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}

/** Moves the selected people into one group, each through its own request. */
export function MoveToGroupDialog({
  orgId,
  members,
  groups,
  onClose,
  onDone,
}: {
  orgId: string;
  members: Member[];
  groups: GroupName[];
  onClose: () => void;
  onDone: (report: BulkReport) => void;
}) {
  const t = useCatalogueT(catalogue);
  const [groupId, setGroupId] = useState('');
  const { progress, onProgress } = useBulkProgress();
  const move = useMutation({
    mutationFn: async () => {
      const target = groups.find((g) => g.id === groupId)!;
      const sameKind = groups.filter((g) => g.kind === target.kind).map((g) => g.id);
      const outcome = await runForEach(
        members,
        (m) => moveMemberToGroup(orgId, m.id, target.id, sameKind),
        undefined,
        onProgress,
      );
      return {
        outcome,
        message: t('people.bulk.moved', { count: outcome.done.length, group: target.name }),
      };
    },
    onSuccess: onDone,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !move.isPending && onClose()}
      title={t('people.bulk.moveTitle', { count: members.length })}
      description={t('people.bulk.moveDescription')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={move.isPending}>
            {t('people.bulk.cancel')}
          </Button>
          <Button onClick={() => move.mutate()} disabled={!groupId} isLoading={move.isPending}>
            {t('people.bulk.moveConfirm')}
          </Button>
        </>
      }
    >
      <FormField label={t('people.bulk.group')}>
        <Select
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
          options={[
            { value: '', label: t('people.bulk.chooseGroup') },
            ...groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </FormField>
      {move.isPending ? <BulkProgress progress={progress} /> : null}
      {move.error ? <Alert variant="error">{describeError(move.error)}</Alert> : null}
    </Dialog>
  );
}

/** Deactivates (removes) the selected people after a confirmation; their history stays. */
export function DeactivateDialog({
  members,
  onClose,
  onDone,
}: {
  members: Member[];
  onClose: () => void;
  onDone: (report: BulkReport) => void;
}) {
  const t = useCatalogueT(catalogue);
  const { progress, onProgress } = useBulkProgress();
  const deactivate = useMutation({
    mutationFn: async () => {
      const outcome = await runForEach(members, (m) => removeMember(m.id), undefined, onProgress);
      return { outcome, message: t('people.bulk.deactivated', { count: outcome.done.length }) };
    },
    onSuccess: onDone,
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('people.bulk.deactivateTitle', { count: members.length })}
      description={t('people.bulk.deactivateDescription')}
      confirmLabel={t('people.bulk.deactivate')}
      onConfirm={() => deactivate.mutate()}
      isPending={deactivate.isPending}
      error={deactivate.error ? describeError(deactivate.error) : null}
    >
      {deactivate.isPending ? <BulkProgress progress={progress} /> : null}
    </ConfirmDialog>
  );
}
