import { zodResolver } from '@hookform/resolvers/zod';
import { type ReportRange, reportRangeSchema } from '@ias/shared';
import { useForm } from 'react-hook-form';
import { Button, FormField } from '@/components/ui';
import { FormDateInput } from '@/components/ui/form-date-input';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** Any range of days up to a year, checked with the same schema the server uses. */
export function CustomRangeForm({
  initial,
  onSubmit,
}: {
  initial: Partial<ReportRange>;
  onSubmit: (range: ReportRange) => void;
}) {
  const t = useCatalogueT(catalogue);
  const form = useForm<ReportRange>({
    resolver: zodResolver(reportRangeSchema),
    defaultValues: { from: initial.from ?? '', to: initial.to ?? '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('reports.custom.label')}
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-wrap items-start gap-3"
    >
      <FormField
        label={t('reports.custom.from')}
        error={errors.from?.message}
        className="w-40 min-w-0"
      >
        <FormDateInput control={form.control} name="from" />
      </FormField>
      <FormField label={t('reports.custom.to')} error={errors.to?.message} className="w-40 min-w-0">
        <FormDateInput control={form.control} name="to" />
      </FormField>
      <Button type="submit" variant="outline" className="mt-6">
        {t('reports.custom.show')}
      </Button>
    </form>
  );
}
