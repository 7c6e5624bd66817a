import type { MemberRole, OrganizationKind } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Dialog, FormField, Select } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { changeMemberRole, type Member } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '../utils/member-labels';

const ROLE_HINTS: Record<MemberRole, string> = {
  owner: '',
  student: 'Checks in, sees their own attendance and requests leave.',
  teacher: 'Takes attendance for the classes they teach and looks after their students.',
  employee: 'Checks in and out, keeps a timesheet and requests leave.',
  incharge:
    'Runs the live board and kiosks for the groups they are responsible for, and approves requests there.',
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
      title={`Change the role of ${member.full_name}`}
      description="Their dashboard changes with the role the next time they open it."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => change.mutate()}
            isLoading={change.isPending}
            disabled={role === member.role}
          >
            Change role
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label="Role" hint={ROLE_HINTS[role]}>
          <Select
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            options={ASSIGNABLE_ROLES[kind].map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
        </FormField>
        {change.error ? <Alert variant="error">{describeError(change.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
