import { zodResolver } from '@hookform/resolvers/zod';
import { type MemberDetailsInput, memberDetailsSchema } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, FormField, Input, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { type Member, updateMemberDetails } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { fetchShiftOptions } from '../api/shift-options';
import { numberLabel } from '../utils/member-labels';

type DetailsForm = z.input<typeof memberDetailsSchema>;

/** Name, contact details, roll number / employee code, card number and shift of one member. */
export function EditMemberDialog({
  orgId,
  member,
  onClose,
}: {
  orgId: string;
  member: Member;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const shifts = useQuery({
    queryKey: peopleKeys.shifts(orgId),
    queryFn: () => fetchShiftOptions(orgId),
  });
  const form = useForm<DetailsForm, unknown, MemberDetailsInput>({
    resolver: zodResolver(memberDetailsSchema),
    defaultValues: {
      full_name: member.full_name,
      email: member.email ?? '',
      phone: member.phone ?? '',
      roll_number: member.roll_number ?? '',
      employee_code: member.employee_code ?? '',
      card_number: member.card_number ?? '',
      shift_id: member.shift_id,
    },
  });
  const save = useMutation({
    mutationFn: (values: MemberDetailsInput) => updateMemberDetails(member.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) });
      onClose();
    },
  });
  const { errors } = form.formState;
  const numberField = member.role === 'student' ? 'roll_number' : 'employee_code';
  const hasAccount = Boolean(member.user_id);

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${member.full_name}`}
      submitLabel="Save"
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField label="Name" error={errors.full_name?.message} isRequired>
        <Input {...form.register('full_name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="E-mail address"
          error={errors.email?.message}
          hint={
            hasAccount
              ? 'They sign in with their own account’s address.'
              : 'Used to link them when they sign up.'
          }
        >
          <Input {...form.register('email')} type="email" inputMode="email" />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input {...form.register('phone')} type="tel" inputMode="tel" />
        </FormField>
        <FormField label={numberLabel(member.role)} error={errors[numberField]?.message}>
          <Input {...form.register(numberField)} autoComplete="off" />
        </FormField>
        <FormField
          label="ID card number"
          error={errors.card_number?.message}
          hint="What the card reader types, or the number under the barcode."
        >
          <Input {...form.register('card_number')} autoComplete="off" />
        </FormField>
      </div>
      {shifts.data?.length ? (
        <FormField label="Shift" hint="Overrides the shift of their department.">
          <Select
            {...form.register('shift_id', { setValueAs: (v: string) => v || null })}
            placeholder="Department’s shift"
            options={shifts.data.map((s) => ({
              value: s.id,
              label: `${s.name} (${s.starts_at.slice(0, 5)}–${s.ends_at.slice(0, 5)})`,
            }))}
          />
        </FormField>
      ) : null}
      {save.error ? (
        <Alert variant="error">
          {describeWriteError(save.error, {
            '23505': 'Another member already has this e-mail, number or card number.',
          })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
