import type { MemberRole, OrganizationKind } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Dialog, FormField, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { changeMemberRole, type Member } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { catalogue, type PeopleMessage } from '../catalogue';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '../utils/member-labels';

const ROLE_HINTS: Record<Exclude<MemberRole, 'owner'>, PeopleMessage> = {
  student: 'people.roleDialog.hint.student',
  teacher: 'people.roleDialog.hint.teacher',
  employee: 'people.roleDialog.hint.employee',
  incharge: 'people.roleDialog.hint.incharge',
};

/** The owner changes a member's role, e.g. makes a teacher or employee an In-charge. */
export function ChangeRoleDialog({
  orgId,
  kind,
  member,
  onClose,
}: {
  orgId: string;
  kind: OrganizationKind;
  member: Member;
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const [role, setRole] = useState<MemberRole>(member.role);
  const change = useMutation({
    mutationFn: () => changeMemberRole(member.id, role),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('people.roleDialog.title', { name: member.full_name })}
      description={t('people.roleDialog.description')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button
            onClick={() => change.mutate()}
            isLoading={change.isPending}
            disabled={role === member.role}
          >
            {t('people.actions.role')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField
          label={t('people.field.role')}
          hint={role === 'owner' ? undefined : t(ROLE_HINTS[role])}
        >
          <Select
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            options={ASSIGNABLE_ROLES[kind].map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
          />
        </FormField>
        {change.error ? <Alert variant="error">{describeError(change.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
