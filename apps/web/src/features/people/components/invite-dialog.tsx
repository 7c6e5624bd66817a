import { zodResolver } from '@hookform/resolvers/zod';
import { type InviteMemberInput, inviteMemberSchema, type OrganizationKind } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Button, Dialog, FormField, Input, Select } from '@/components/ui';
import type { GroupName } from '@/features/orgs/api/group-names';
import { useCatalogueT } from '@/features/i18n';
import { fieldErrors } from '@/features/orgs/utils/field-errors';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import { inviteMember } from '../api/invite-member';
import { peopleKeys } from '../api/people-keys';
import { catalogue } from '../catalogue';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '../utils/member-labels';

/** The invitation's schema, with "no group" as an empty choice. */
const inviteFormSchema = inviteMemberSchema.extend({ group_id: z.string() });
type InviteForm = z.input<typeof inviteFormSchema>;
type InviteValues = z.output<typeof inviteFormSchema>;

/** Invites one person by e-mail; the mail carries a link that signs them up and joins them. */
export function InviteDialog({
  orgId,
  kind,
  groups,
  open,
  onOpenChange,
}: {
  orgId: string;
  kind: OrganizationKind;
  groups: GroupName[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useCatalogueT(catalogue);
  const formId = useId();
  const queryClient = useQueryClient();
  const roles = ASSIGNABLE_ROLES[kind] as InviteMemberInput['role'][];
  const form = useForm<InviteForm, unknown, InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', full_name: '', role: roles[0], group_id: '' },
  });
  const invite = useMutation({
    mutationFn: (values: InviteValues) =>
      inviteMember(orgId, {
        email: values.email,
        full_name: values.full_name,
        role: values.role,
        ...(values.group_id ? { group_id: values.group_id } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) }),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [name, message] of Object.entries(fieldErrors(error.body))) {
        if (name === 'email' || name === 'full_name' || name === 'role' || name === 'group_id')
          form.setError(name, { message });
      }
    },
  });
  const { errors } = form.formState;
  const sentTo = invite.data?.email;
  const close = () => {
    onOpenChange(false);
    invite.reset();
    form.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('people.action.invite')}
      description={t('people.invite.description')}
      footer={
        sentTo ? (
          <>
            <Button
              variant="outline"
              onClick={() => {
                invite.reset();
                form.reset({ ...form.getValues(), email: '', full_name: '' });
              }}
            >
              {t('people.invite.another')}
            </Button>
            <Button onClick={close}>{t('people.done')}</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={invite.isPending}>
              {t('people.invite.send')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <Alert variant="success" title={t('people.invite.sent')}>
          <span className="inline-flex items-center gap-2">
            <MailCheck aria-hidden="true" className="h-4 w-4" />
            {t('people.invite.sentBody', { email: sentTo })}
          </span>
        </Alert>
      ) : (
        <form
          id={formId}
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        >
          <FormField label={t('people.field.name')} error={errors.full_name?.message} isRequired>
            <Input {...form.register('full_name')} autoComplete="off" />
          </FormField>
          <FormField label={t('people.field.email')} error={errors.email?.message} isRequired>
            <Input {...form.register('email')} type="email" autoComplete="off" inputMode="email" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('people.field.role')} error={errors.role?.message}>
              <Select
                {...form.register('role')}
                options={roles.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
              />
            </FormField>
            <FormField
              label={
                kind === 'institute'
                  ? t('people.invite.classOptional')
                  : t('people.invite.departmentOptional')
              }
              error={errors.group_id?.message}
            >
              <Select
                {...form.register('group_id')}
                placeholder={t('people.invite.noGroup')}
                options={groups.map((g) => ({ value: g.id, label: g.name }))}
              />
            </FormField>
          </div>
          {invite.error &&
          !(
            invite.error instanceof ApiError && Object.keys(fieldErrors(invite.error.body)).length
          ) ? (
            <Alert variant="error">{describeError(invite.error)}</Alert>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
