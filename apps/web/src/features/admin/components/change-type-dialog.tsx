import { USER_TYPES, type UserType } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { describeError } from '@/lib/error-messages';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
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
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const [type, setType] = useState<UserType | ''>('');
  useEffect(() => setType(user?.user_type ?? ''), [user]);
  const change = useMutation({
    mutationFn: (input: { id: string; type: UserType }) => setUserType(input.id, input.type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const name = user?.full_name ?? user?.email ?? t('admin.users.thisUser');
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
      title={t('admin.type.title', { name })}
      description={user?.email ?? undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={change.isPending}>
            {t('admin.type.cancel')}
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
                    onChanged(t('admin.type.changed', { name, type }));
                    change.reset();
                    onClose();
                  },
                },
              )
            }
          >
            {isGrantingAdmin ? t('admin.type.makeAdmin') : t('admin.type.change')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label={t('admin.type.label')}>
          <Select
            value={type}
            onChange={(e) => setType(e.target.value as UserType)}
            placeholder={t('admin.type.choose')}
          >
            {USER_TYPES.map((option) => (
              <option key={option} value={option}>
                {t('admin.type.option', { type: option })}
              </option>
            ))}
          </Select>
        </FormField>
        {isGrantingAdmin ? (
          <Alert variant="warning" title={t('admin.type.adminWarningTitle')}>
            {t('admin.type.adminWarning')}
          </Alert>
        ) : isRemovingAdmin ? (
          <Alert variant="warning">{t('admin.type.removeAdmin', { name })}</Alert>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.type.explain')}</p>
        )}
        {change.isError ? <Alert variant="error">{describeError(change.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
