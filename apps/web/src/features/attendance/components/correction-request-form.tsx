import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormField, Textarea } from '@/components/ui';
import { FormDateInput } from '@/components/ui/form-date-input';
import { FormTimeInput } from '@/components/ui/form-time-input';
import { attendanceKeys } from '../api/keys';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { describeApiError } from '../utils/describe-api-error';
import { CorrectionAllowance } from './correction-allowance';
import { useRequestActions } from '../hooks/use-requests';
import {
  correctionFormSchema,
  type CorrectionFormValues,
  isNextDayCheckOut,
  toCorrectionInput,
} from '../utils/request-forms';

export type CorrectionDefaults = { date?: string; check_in?: string; check_out?: string };

/**
 * Ask for a record to be corrected with the actual times (e.g. a forgotten check-out). Times are
 * wall-clock times where the organisation is, sent as exact instants.
 */
export function CorrectionRequestForm({
  orgId,
  today,
  timeZone,
  approver,
  defaults,
}: {
  orgId: string;
  today: string;
  timeZone: string;
  approver: string;
  defaults?: CorrectionDefaults;
}) {
  const t = useAttendanceT();
  const { fileCorrection } = useRequestActions();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const initial = {
    date: defaults?.date ?? today,
    check_in: defaults?.check_in ?? '',
    check_out: defaults?.check_out ?? '',
    reason: '',
  };
  const form = useForm<CorrectionFormValues>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: initial,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const values = form.watch();
  const onSubmit = form.handleSubmit(async (parsed) => {
    setSent(false);
    try {
      await fileCorrection.mutateAsync(
        toCorrectionInput(parsed as Parameters<typeof toCorrectionInput>[0], timeZone, orgId),
      );
      form.reset({ ...initial, check_in: '', check_out: '' });
      setSent(true);
    } catch {
      // Shown below from the mutation's error.
    } finally {
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.correctionAllowance(orgId) });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('attendance.correction.formLabel')}
    >
      <CorrectionAllowance orgId={orgId} />
      <FormField label={t('attendance.correction.day')} error={errors.date?.message} isRequired>
        <FormDateInput control={form.control} name="date" max={today} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('attendance.correction.checkIn')}
          error={errors.check_in?.message}
          hint={t('attendance.correction.leaveEmpty')}
        >
          <FormTimeInput control={form.control} name="check_in" />
        </FormField>
        <FormField
          label={t('attendance.correction.checkOut')}
          error={errors.check_out?.message}
          hint={
            isNextDayCheckOut(values)
              ? t('attendance.correction.nextMorning')
              : t('attendance.correction.leaveEmpty')
          }
        >
          <FormTimeInput control={form.control} name="check_out" />
        </FormField>
      </div>
      <p className="text-xs text-slate-500">
        {t('attendance.correction.timeZone', { zone: timeZone })}
      </p>
      <FormField
        label={t('attendance.correction.reason')}
        error={errors.reason?.message}
        hint={t('attendance.correction.reasonHint')}
        isRequired
      >
        <Textarea rows={3} maxLength={500} {...form.register('reason')} />
      </FormField>
      {fileCorrection.isError ? (
        <Alert variant="error">{describeApiError(fileCorrection.error)}</Alert>
      ) : null}
      {sent ? (
        <Alert variant="success">{t('attendance.correction.sent', { approver })}</Alert>
      ) : null}
      <Button type="submit" isLoading={fileCorrection.isPending}>
        {t('attendance.correction.submit')}
      </Button>
    </form>
  );
}
