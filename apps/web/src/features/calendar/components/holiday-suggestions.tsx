import { formatDay } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, FormField, Input, Select, SkeletonList } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { applyHolidays, fetchHolidaySuggestions } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import { catalogue } from '../catalogue';
import { STATE_NAME_IDS } from '../utils/india-states';
import { useIndiaStateOptions } from './india-state-field';

type Row = { checked: boolean; name: string };

/**
 * India's national holidays and the chosen state's for a year, for the owner to review (tick,
 * untick, rename) before they become the organisation's holidays. Days that already have a
 * holiday are shown and left as they are.
 */
export function HolidaySuggestions({
  orgId,
  defaultYear,
  onApplied,
}: {
  orgId: string;
  defaultYear: number;
  onApplied?: (added: number) => void;
}) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const stateOptions = useIndiaStateOptions();
  const [year, setYear] = useState(defaultYear);
  // null: the organisation's own state (chosen when it was created or in its settings);
  // 'none': the national days alone.
  const [state, setState] = useState<string | null>(null);
  const suggestions = useQuery({
    queryKey: calendarKeys.holidaySuggestions(orgId, year, state),
    queryFn: () => fetchHolidaySuggestions(orgId, year, state),
  });
  const shownState = suggestions.data?.state ?? null;
  const [rows, setRows] = useState<Record<string, Row>>({});
  // A new list (another year or state, or after adding) keeps what the owner chose for its days.
  useEffect(() => {
    setRows((current) => {
      const next: Record<string, Row> = {};
      for (const h of suggestions.data?.holidays ?? [])
        next[h.date] = h.existing
          ? { checked: false, name: h.name }
          : (current[h.date] ?? { checked: true, name: h.name });
      return next;
    });
  }, [suggestions.data]);
  const chosen = (suggestions.data?.holidays ?? [])
    .filter((h) => !h.existing && rows[h.date]?.checked && rows[h.date]!.name.trim())
    .map((h) => ({ date: h.date, name: rows[h.date]!.name.trim() }));
  const apply = useMutation({
    mutationFn: () => applyHolidays(orgId, chosen),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orgs', orgId, 'holidays'] }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]);
      onApplied?.(result.added);
    },
  });
  const years = suggestions.data?.years ?? [defaultYear];
  const set = (date: string, change: Partial<Row>) =>
    setRows((current) => ({ ...current, [date]: { ...current[date]!, ...change } }));

  return (
    <div className="space-y-4" data-testid="holiday-suggestions">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('calendar.holidays.year')}>
          <Select
            value={String(year)}
            onChange={(e) => setYear(Number(e.target.value))}
            options={[...new Set([...years, year])].map((y) => ({
              value: String(y),
              label: String(y),
            }))}
          />
        </FormField>
        <FormField label={t('calendar.holidays.state')} hint={t('calendar.holidays.stateHint')}>
          <Select
            value={state === 'none' ? '' : (state ?? shownState ?? '')}
            onChange={(e) => setState(e.target.value || 'none')}
            options={[{ value: '', label: t('calendar.holidays.nationalOnly') }, ...stateOptions]}
          />
        </FormField>
      </div>
      {shownState && suggestions.data?.state_listed === false ? (
        <Alert variant="info">
          {t('calendar.holidays.stateNotListed', { state: t(STATE_NAME_IDS[shownState]) })}
        </Alert>
      ) : null}
      {suggestions.isLoading ? (
        <SkeletonList rows={6} label={t('calendar.holidays.loading')} />
      ) : null}
      {suggestions.error ? (
        <Alert variant="error">
          {suggestions.error instanceof ApiError
            ? suggestions.error.message
            : t('calendar.error.generic')}{' '}
          <Button variant="link" size="sm" onClick={() => void suggestions.refetch()}>
            {t('calendar.page.retry')}
          </Button>
        </Alert>
      ) : null}
      {suggestions.data && !suggestions.data.holidays.length ? (
        <p className="text-sm text-slate-600">{t('calendar.holidays.noneForYear', { year })}</p>
      ) : null}
      {suggestions.data?.holidays.length ? (
        <ul
          className="max-h-96 divide-y divide-slate-100 overflow-y-auto"
          aria-label={t('calendar.holidays.listLabel', { year })}
        >
          {suggestions.data.holidays.map((h) => {
            const row = rows[h.date];
            if (!row) return null;
            return (
              <li key={h.date} className="flex items-start gap-3 py-2">
                <input
                  type="checkbox"
                  className="mt-2.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
                  checked={row.checked}
                  disabled={!!h.existing}
                  onChange={(e) => set(h.date, { checked: e.target.checked })}
                  aria-label={t('calendar.holidays.keep', { name: row.name })}
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <Input
                    value={row.name}
                    maxLength={120}
                    disabled={!!h.existing || !row.checked}
                    onChange={(e) => set(h.date, { name: e.target.value })}
                    aria-label={t('calendar.holidays.nameOf', {
                      date: formatDay(h.date, locale, { withYear: true, weekday: false }),
                    })}
                  />
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span>{formatDay(h.date, locale, { long: true, withYear: true })}</span>
                    <Badge variant={h.source === 'state' ? 'brand' : 'neutral'}>
                      {h.source === 'state'
                        ? t('calendar.holidays.sourceState')
                        : t('calendar.holidays.sourceNational')}
                    </Badge>
                    {h.approximate ? <span>{t('calendar.holidays.approximate')}</span> : null}
                    {h.existing ? (
                      <span>{t('calendar.holidays.existing', { name: h.existing })}</span>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="text-xs text-slate-500">{t('calendar.holidays.source')}</p>
      {apply.error ? (
        <Alert variant="error">
          {apply.error instanceof ApiError ? apply.error.message : t('calendar.error.generic')}
        </Alert>
      ) : null}
      {apply.data ? (
        <Alert variant="success">{t('calendar.holidays.added', { count: apply.data.added })}</Alert>
      ) : null}
      <Button isLoading={apply.isPending} disabled={!chosen.length} onClick={() => apply.mutate()}>
        {t('calendar.holidays.apply', { count: chosen.length })}
      </Button>
    </div>
  );
}
