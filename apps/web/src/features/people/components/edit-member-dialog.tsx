import { zodResolver } from '@hookform/resolvers/zod';
import { type MemberDetailsInput, memberDetailsSchema } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, FormField, Input, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCatalogueT } from '@/features/i18n';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { type Member, updateMemberDetails } from '../api/members';
import { peopleKeys } from '../api/people-keys';
import { catalogue } from '../catalogue';
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
  const t = useCatalogueT(catalogue);
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
      title={t('people.edit.title', { name: member.full_name })}
      submitLabel={t('people.save')}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField label={t('people.field.name')} error={errors.full_name?.message} isRequired>
        <Input {...form.register('full_name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('people.field.email')}
          error={errors.email?.message}
          hint={
            hasAccount ? t('people.edit.emailHintAccount') : t('people.edit.emailHintNoAccount')
          }
        >
          <Input {...form.register('email')} type="email" inputMode="email" />
        </FormField>
        <FormField label={t('people.field.phone')} error={errors.phone?.message}>
          <Input {...form.register('phone')} type="tel" inputMode="tel" />
        </FormField>
        <FormField label={t(numberLabel(member.role))} error={errors[numberField]?.message}>
          <Input {...form.register(numberField)} autoComplete="off" />
        </FormField>
        <FormField
          label={t('people.field.card')}
          error={errors.card_number?.message}
          hint={t('people.edit.cardHint')}
        >
          <Input {...form.register('card_number')} autoComplete="off" />
        </FormField>
      </div>
      {shifts.data?.length ? (
        <FormField label={t('people.field.shift')} hint={t('people.edit.shiftHint')}>
          <Select
            {...form.register('shift_id', { setValueAs: (v: string) => v || null })}
            placeholder={t('people.edit.departmentShift')}
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
            '23505': t('people.edit.duplicate'),
          })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
