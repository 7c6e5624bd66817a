import { zodResolver } from '@hookform/resolvers/zod';
import { type PayrollSettingsInput, payrollSettingsSchema } from '@ias/shared';
import { useForm } from 'react-hook-form';
import { Alert, Button, FormField, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import { useSavePayrollDay } from '../hooks/use-report-settings';

const DAYS = Array.from({ length: 28 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** The owner's pay-period start day: 26 gives periods from the 26th to the 25th. */
export function PayrollDayForm({ orgId, day }: { orgId: string; day: number }) {
  const t = useCatalogueT(catalogue);
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
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('reports.payroll.label')}
      className="space-y-2"
    >
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label={t('reports.payroll.day')}
          error={errors.payroll_period_start_day?.message}
          className="w-48"
        >
          <Select options={DAYS} {...form.register('payroll_period_start_day')} />
        </FormField>
        <Button type="submit" variant="outline" isLoading={save.isPending} disabled={!isDirty}>
          {t('reports.payroll.save')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('reports.payroll.hint')}</p>
      {save.isError ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
      {save.isSuccess && !isDirty ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('reports.payroll.saved', { day: save.data.payroll_period_start_day })}
        </p>
      ) : null}
    </form>
  );
}
