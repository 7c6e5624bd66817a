import { zodResolver } from '@hookform/resolvers/zod';
import { type InviteMemberInput, inviteMemberSchema, type OrganizationKind } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Button, Dialog, FormField, Input, Select } from '@/components/ui';
import type { GroupName } from '@/features/orgs/api/group-names';
import { fieldErrors } from '@/features/orgs/utils/field-errors';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import { inviteMember } from '../api/invite-member';
import { peopleKeys } from '../api/people-keys';
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
      title="Invite by e-mail"
      description="They get a link to create their account (or sign in) and join. You approve them when they do."
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
              Invite someone else
            </Button>
            <Button onClick={close}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={invite.isPending}>
              Send invitation
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <Alert variant="success" title="Invitation sent">
          <span className="inline-flex items-center gap-2">
            <MailCheck aria-hidden="true" className="h-4 w-4" />
            We e-mailed a join link to {sentTo}. It works for 7 days.
          </span>
        </Alert>
      ) : (
        <form
          id={formId}
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        >
          <FormField label="Name" error={errors.full_name?.message} isRequired>
            <Input {...form.register('full_name')} autoComplete="off" />
          </FormField>
          <FormField label="E-mail address" error={errors.email?.message} isRequired>
            <Input {...form.register('email')} type="email" autoComplete="off" inputMode="email" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Role" error={errors.role?.message}>
              <Select
                {...form.register('role')}
                options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              />
            </FormField>
            <FormField
              label={kind === 'institute' ? 'Class (optional)' : 'Department (optional)'}
              error={errors.group_id?.message}
            >
              <Select
                {...form.register('group_id')}
                placeholder="None"
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
