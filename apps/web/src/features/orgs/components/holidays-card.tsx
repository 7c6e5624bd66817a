import { zodResolver } from '@hookform/resolvers/zod';
import { type HolidayInput, holidaySchema } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FormField,
  Input,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { FormDateInput } from '@/components/ui/form-date-input';
import { RowAction } from '@/components/ui/row-action';
import { notify } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { addHoliday, deleteHoliday, fetchHolidays, type Holiday } from '../api/holidays';
import { orgKeys } from '../api/memberships';
import { describeWriteError } from '../utils/describe-write-error';
import { formatCalendarDate, todayInZone } from '../utils/zoned-time';
import { useOrgsT } from '../hooks/use-orgs-t';

// India's holidays to review for the year shown (the calendar feature), loaded with the card.
const SuggestHolidaysButton = lazy(() =>
  import('@/features/calendar/components/holiday-offer').then((m) => ({
    default: m.SuggestHolidaysButton,
  })),
);

/** The year's holidays: nobody is marked absent on them. */
export function HolidaysCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const t = useOrgsT();
  const today = todayInZone(timeZone);
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const queryClient = useQueryClient();
  const holidays = useQuery({
    queryKey: orgKeys.holidays(orgId, year),
    queryFn: () => fetchHolidays(orgId, year),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orgs', orgId, 'holidays'] });
  const form = useForm<HolidayInput>({
    resolver: zodResolver(holidaySchema),
    defaultValues: { date: '', name: '' },
  });
  const add = useMutation({
    mutationFn: (values: HolidayInput) => addHoliday(orgId, values),
    onSuccess: async (_data, values) => {
      form.reset({ date: '', name: '' });
      const added = Number(values.date.slice(0, 4));
      if (added !== year) setYear(added);
      await refresh();
    },
  });
  // Putting a removed holiday back is adding the same day and name again (the server keeps
  // nothing else about it), so the toast after removing offers Undo.
  const restore = async (holiday: Holiday) => {
    try {
      await addHoliday(orgId, { date: holiday.date, name: holiday.name });
    } catch {
      notify.error(t('orgs.holidays.restoreFailed', { name: holiday.name }));
    }
    await refresh();
  };
  const remove = useConfirmedMutation({
    mutationFn: async (holiday: Holiday) => {
      await deleteHoliday(holiday.id);
      notify.undoable(t('orgs.holidays.removed', { name: holiday.name }), () => {
        void restore(holiday);
      });
    },
    onSuccess: refresh,
  });
  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs.holidays.title')}</CardTitle>
        <CardDescription>{t('orgs.holidays.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-[11rem_1fr] sm:items-start"
          onSubmit={form.handleSubmit((values) => add.mutate(values))}
        >
          <FormField label={t('orgs.holidays.date')} error={errors.date?.message}>
            <FormDateInput control={form.control} name="date" />
          </FormField>
          <FormField label={t('orgs.holidays.name')} error={errors.name?.message}>
            <Input {...form.register('name')} placeholder={t('orgs.holidays.namePlaceholder')} />
          </FormField>
          <Button type="submit" isLoading={add.isPending} className="justify-self-start">
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('orgs.holidays.add')}
          </Button>
        </form>
        {add.error ? (
          <Alert variant="error">
            {describeWriteError(add.error, { '23505': t('orgs.holidays.duplicate') })}
          </Alert>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{year}</h3>
          <div className="flex flex-wrap items-center justify-end gap-1">
            <Suspense fallback={null}>
              <SuggestHolidaysButton key={year} orgId={orgId} defaultYear={year} />
            </Suspense>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setYear(year - 1)}
              aria-label={t('orgs.holidays.previousYear')}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setYear(year + 1)}
              aria-label={t('orgs.holidays.nextYear')}
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </div>
        <QueryList
          query={holidays}
          empty={<p className="text-sm text-slate-600">{t('orgs.holidays.empty', { year })}</p>}
        >
          {(items) => (
            <ul
              className="divide-y divide-slate-100"
              aria-label={t('orgs.holidays.list', { year })}
            >
              {items.map((holiday) => (
                <li
                  key={holiday.id}
                  className={`flex items-center justify-between gap-3 py-2 ${holiday.date < today ? 'text-slate-500' : ''}`}
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{holiday.name}</span>
                    <span className="text-sm">{formatCalendarDate(holiday.date)}</span>
                  </span>
                  <RowAction
                    icon={Trash2}
                    label={t('orgs.sites.removeNamed', { name: holiday.name })}
                    variant="ghost"
                    onClick={() => remove.ask(holiday)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </CardContent>
      <ConfirmDialog
        {...remove.dialogProps}
        title={
          remove.target
            ? t('orgs.sites.removeTitle', { name: remove.target.name })
            : t('orgs.holidays.removeTitleUnnamed')
        }
        description={
          remove.target
            ? t('orgs.holidays.removeBody', { date: formatCalendarDate(remove.target.date) })
            : undefined
        }
        confirmLabel={t('orgs.holidays.remove')}
      />
    </Card>
  );
}
