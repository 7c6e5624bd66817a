import { zodResolver } from '@hookform/resolvers/zod';
import { type PayrollSettingsInput, payrollSettingsSchema } from '@ias/shared';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormField, Select } from '@/components/ui';
import { describeError } from '@/lib/error-messages';
import { useSavePayrollDay } from '../hooks/use-report-settings';

const DAYS = Array.from({ length: 28 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** The owner's pay-period start day: 26 gives periods from the 26th to the 25th. */
export function PayrollDayForm({ orgId, day }: { orgId: string; day: number }) {
  const save = useSavePayrollDay(orgId);
  const form = useForm<PayrollSettingsInput>({
    resolver: zodResolver(payrollSettingsSchema),
    values: { payroll_period_start_day: day },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(Number(values.payroll_period_start_day));
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Pay period" className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="Pay period starts on day"
          error={errors.payroll_period_start_day?.message}
          className="w-48"
        >
          <Select options={DAYS} {...form.register('payroll_period_start_day')} />
        </FormField>
        <Button type="submit" variant="outline" isLoading={save.isPending} disabled={!isDirty}>
          Save
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        1 is the calendar month; 26 gives periods from the 26th to the 25th of the next month.
      </p>
      {save.isError ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
      {save.isSuccess && !isDirty ? (
        <p role="status" className="text-sm text-emerald-700">
          Saved: pay periods start on day {save.data.payroll_period_start_day}.
        </p>
      ) : null}
    </form>
  );
}
