import { USER_TYPES, type UserType } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { describeError } from '@/lib/error-messages';
import { type AdminUser, adminKeys, setUserType } from '../api/admin-api';

/** Changes a user's account type, Admin included, after saying what that means. */
export function ChangeTypeDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onChanged: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<UserType | ''>('');
  useEffect(() => setType(user?.user_type ?? ''), [user]);
  const change = useMutation({
    mutationFn: (input: { id: string; type: UserType }) => setUserType(input.id, input.type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const name = user?.full_name ?? user?.email ?? 'this user';
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  const isGrantingAdmin = type === 'Admin' && user?.user_type !== 'Admin';
  const isRemovingAdmin = user?.user_type === 'Admin' && type !== 'Admin';
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={`Change ${name}’s account type`}
      description={user?.email ?? undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            variant={isGrantingAdmin || isRemovingAdmin ? 'danger' : 'primary'}
            disabled={!type || type === user?.user_type}
            isLoading={change.isPending}
            onClick={() =>
              user &&
              type &&
              change.mutate(
                { id: user.id, type },
                {
                  onSuccess: () => {
                    onChanged(
                      `${name} is now ${type === 'Admin' || type === 'Incharge' ? 'an' : 'a'} ${type}.`,
                    );
                    change.reset();
                    onClose();
                  },
                },
              )
            }
          >
            {isGrantingAdmin ? 'Make Admin' : 'Change type'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label="Account type">
          <Select
            value={type}
            onChange={(e) => setType(e.target.value as UserType)}
            placeholder="Choose a type"
          >
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </FormField>
        {isGrantingAdmin ? (
          <Alert variant="warning" title="Admins see and change everything">
            An Admin reads every organisation and account, changes anyone’s type (including making
            more Admins) and disables accounts. Grant it only to people who run this installation.
          </Alert>
        ) : isRemovingAdmin ? (
          <Alert variant="warning">
            {name} loses access to the Admin dashboard at their next page load.
          </Alert>
        ) : (
          <p className="text-sm text-slate-600">
            The type decides which dashboard they see. Their memberships in organisations stay as
            they are; owners change roles inside an organisation.
          </p>
        )}
        {change.isError ? <Alert variant="error">{describeError(change.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
