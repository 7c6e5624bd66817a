import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, FormField, Textarea } from '@/components/ui';
import { DateInput } from '@/components/ui/date-input';
import { describeApiError } from '../utils/describe-api-error';
import { useRequestActions } from '../hooks/use-requests';
import { leaveFormSchema, type LeaveFormValues } from '../utils/request-forms';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** Ask for leave (one day or a range); the responsible teacher/in-charge or owner decides. */
export function LeaveRequestForm({
  orgId,
  today,
  approver,
}: {
  orgId: string;
  today: string;
  /** Who decides, in words ("your class teacher"). */
  approver: string;
}) {
  const t = useAttendanceT();
  const { fileLeave } = useRequestActions();
  const [sent, setSent] = useState(false);
  const form = useForm<LeaveFormValues>({
    resolver: zodResolver(leaveFormSchema),
    defaultValues: { org_id: orgId, from_date: today, to_date: today, reason: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setSent(false);
    try {
      await fileLeave.mutateAsync({ ...values, org_id: orgId });
      form.reset({ org_id: orgId, from_date: today, to_date: today, reason: '' });
      setSent(true);
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('attendance.leaveForm.label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('attendance.leaveForm.from')}
          error={errors.from_date?.message}
          isRequired
        >
          <Controller
            control={form.control}
            name="from_date"
            render={({ field }) => (
              <DateInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        </FormField>
        <FormField label={t('attendance.leaveForm.to')} error={errors.to_date?.message} isRequired>
          <Controller
            control={form.control}
            name="to_date"
            render={({ field }) => (
              <DateInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        </FormField>
      </div>
      <FormField
        label={t('attendance.leaveForm.reason')}
        error={errors.reason?.message}
        hint={t('attendance.leaveForm.reasonHint')}
        isRequired
      >
        <Textarea rows={3} maxLength={500} {...form.register('reason')} />
      </FormField>
      {fileLeave.isError ? (
        <Alert variant="error">{describeApiError(fileLeave.error)}</Alert>
      ) : null}
      {sent ? (
        <Alert variant="success">{t('attendance.leaveForm.sent', { approver })}</Alert>
      ) : null}
      <Button type="submit" isLoading={fileLeave.isPending}>
        {t('attendance.leaveForm.submit')}
      </Button>
    </form>
  );
}
