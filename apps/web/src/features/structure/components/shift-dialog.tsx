import { zodResolver } from '@hookform/resolvers/zod';
import { type ShiftInput, shiftSchema } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { Moon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '@/components/ui/toast';
import { Alert, CheckboxField, CheckboxGroup, FormField, Input } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormTimeInput } from '@/components/ui/form-time-input';
import { describeWriteError } from '@/features/orgs/utils/describe-write-error';
import { describeWeeklyOffs, weekdayOptions } from '@/features/orgs/utils/weekdays';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { saveShift, type Shift } from '../api/shifts';
import {
  describeDuration,
  describeShiftTimes,
  hhmm,
  isOvernight,
  shiftMinutes,
} from '../utils/shift-times';

type ShiftForm = z.input<typeof shiftSchema>;

/** Create or edit a shift; an end before the start makes it overnight, said plainly. */
export function ShiftDialog({
  orgId,
  shift,
  orgGrace,
  orgOffDays,
  onClose,
  onSaved,
}: {
  orgId: string;
  shift: Shift | null;
  orgGrace: number;
  orgOffDays: number[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const form = useForm<ShiftForm, unknown, ShiftInput>({
    resolver: zodResolver(shiftSchema),
    defaultValues: shift
      ? { ...shift, starts_at: hhmm(shift.starts_at), ends_at: hhmm(shift.ends_at) }
      : {
          name: '',
          starts_at: '09:00',
          ends_at: '17:30',
          grace_minutes: null,
          weekly_off_days: null,
        },
  });
  const [startsAt, endsAt, offDays] = useWatch({
    control: form.control,
    name: ['starts_at', 'ends_at', 'weekly_off_days'],
  });
  const save = useMutation({
    mutationFn: (values: ShiftInput) => saveShift(orgId, values, shift?.id),
    onSuccess: (_, values) => {
      notify.saved(t('structure.shift.saved', { name: values.name }));
      onSaved();
      onClose();
    },
  });
  const { errors } = form.formState;
  const valid =
    /^\d\d:\d\d/.test(startsAt ?? '') &&
    /^\d\d:\d\d/.test(endsAt ?? '') &&
    hhmm(startsAt) !== hhmm(endsAt);

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        shift ? t('structure.shift.editTitle', { name: shift.name }) : t('structure.shift.newTitle')
      }
      description={t('structure.shift.description')}
      submitLabel={shift ? t('structure.shift.save') : t('structure.shift.create')}
      isSubmitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <FormField label={t('structure.shift.name')} error={errors.name?.message} isRequired>
        <Input {...form.register('name')} placeholder={t('structure.shift.namePlaceholder')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('structure.shift.starts')} error={errors.starts_at?.message}>
          <FormTimeInput control={form.control} name="starts_at" />
        </FormField>
        <FormField label={t('structure.shift.ends')} error={errors.ends_at?.message}>
          <FormTimeInput control={form.control} name="ends_at" />
        </FormField>
      </div>
      {valid ? (
        <p
          className="flex items-center gap-2 text-sm text-slate-700"
          role="status"
          data-testid="shift-preview"
        >
          {isOvernight(startsAt, endsAt) ? (
            <Moon aria-hidden="true" className="h-4 w-4 text-indigo-600" />
          ) : null}
          <span>
            <strong>{describeShiftTimes(startsAt, endsAt)}</strong>{' '}
            {t(
              isOvernight(startsAt, endsAt)
                ? 'structure.shift.previewOvernight'
                : 'structure.shift.preview',
              { duration: describeDuration(shiftMinutes(startsAt, endsAt)) },
            )}
          </span>
        </p>
      ) : null}
      <FormField
        label={t('structure.shift.grace')}
        error={errors.grace_minutes?.message}
        hint={t('structure.shift.graceHint', { minutes: orgGrace })}
      >
        <Input
          {...form.register('grace_minutes', {
            setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
          })}
          type="number"
          min={0}
          max={240}
          inputMode="numeric"
        />
      </FormField>
      <Controller
        control={form.control}
        name="weekly_off_days"
        render={({ field }) => (
          <div className="space-y-3">
            <CheckboxField
              label={t('structure.shift.sameOffs')}
              hint={describeWeeklyOffs(orgOffDays) ?? t('structure.shifts.noWeeklyOff')}
              checked={field.value === null}
              onChange={(same) => field.onChange(same ? null : [...orgOffDays])}
            />
            {offDays !== null && offDays !== undefined ? (
              <CheckboxGroup
                legend={t('structure.shift.offDays')}
                layout="row"
                options={weekdayOptions()}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            ) : null}
          </div>
        )}
      />
      {save.error ? <Alert variant="error">{describeWriteError(save.error)}</Alert> : null}
    </FormDialog>
  );
}
