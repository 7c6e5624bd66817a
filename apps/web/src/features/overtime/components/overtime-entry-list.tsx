import { formatDate, type OvertimeEntry } from '@ias/shared';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Alert, Badge, ConfirmDialog, FormField, Textarea } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import { useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { useDecideOvertime } from '../hooks/use-overtime';
import { useOvertimeT } from '../hooks/use-overtime-t';
import { dayKindLabel, formatMinutes, statusLabel, statusVariant } from './format';

/**
 * Days with overtime or a comp-off: the figures, the state, and — for whoever may decide —
 * approve at once, or reject after a confirmation with an optional note.
 */
export function OvertimeEntryList({
  entries,
  showName,
}: {
  entries: OvertimeEntry[];
  showName: boolean;
}) {
  const t = useOvertimeT();
  const locale = useLocale();
  const decide = useDecideOvertime();
  const [rejecting, setRejecting] = useState<OvertimeEntry | null>(null);
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);

  const approve = (entry: OvertimeEntry) => {
    setFailed(null);
    decide.mutate(
      { id: entry.id, decision: { decision: 'approve' } },
      { onError: (error) => setFailed({ id: entry.id, message: describeError(error) }) },
    );
  };

  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid="overtime-entries">
        {entries.map((entry) => {
          const capped = entry.overtime_minutes < entry.extra_minutes && entry.overtime_minutes > 0;
          return (
            <li
              key={entry.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              data-testid="overtime-entry"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium text-slate-900">
                  {showName ? <>{entry.full_name} · </> : null}
                  {formatDate(entry.work_date, locale, { style: 'long' })}
                </p>
                <p className="text-sm text-slate-600">
                  {dayKindLabel(t, entry.day_kind)}
                  {entry.shift_name ? ` · ${entry.shift_name}` : ''} ·{' '}
                  {t('overtime.entry.worked', { time: formatMinutes(t, entry.worked_minutes) })}
                </p>
                <p className="text-sm text-slate-800">
                  {entry.overtime_minutes > 0
                    ? t('overtime.entry.overtime', {
                        time: formatMinutes(t, entry.overtime_minutes),
                      })
                    : null}
                  {capped
                    ? ` ${t('overtime.entry.capped', { time: formatMinutes(t, entry.extra_minutes) })}`
                    : null}
                  {entry.overtime_minutes === 0 && entry.comp_off_days === 0
                    ? t('overtime.entry.nothingCounted')
                    : null}
                  {entry.comp_off_days > 0 ? (
                    <span className="block">
                      {t('overtime.entry.compOff', {
                        days: entry.comp_off_days,
                        date: formatDate(entry.comp_off_expires_on ?? entry.work_date, locale),
                      })}
                    </span>
                  ) : null}
                </p>
                {entry.decided_by_name || entry.decision_note ? (
                  <p className="text-xs text-slate-500">
                    {entry.decided_by_name
                      ? t('overtime.entry.decidedBy', { name: entry.decided_by_name })
                      : null}
                    {entry.decision_note ? ` “${entry.decision_note}”` : null}
                  </p>
                ) : null}
                {failed?.id === entry.id ? <Alert variant="error">{failed.message}</Alert> : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <Badge variant={statusVariant(entry.status)}>
                  {statusLabel(t, entry.status, entry.auto_approved)}
                </Badge>
                {entry.can_decide ? (
                  <>
                    <RowAction
                      icon={Check}
                      variant="outline"
                      label={t('overtime.entry.approveLabel', {
                        name: entry.full_name,
                        date: formatDate(entry.work_date, locale),
                      })}
                      isLoading={decide.isPending && decide.variables?.id === entry.id}
                      onClick={() => approve(entry)}
                    >
                      {t('overtime.entry.approve')}
                    </RowAction>
                    <RowAction
                      icon={X}
                      variant="ghost"
                      label={t('overtime.entry.rejectLabel', {
                        name: entry.full_name,
                        date: formatDate(entry.work_date, locale),
                      })}
                      onClick={() => {
                        setNote('');
                        decide.reset();
                        setRejecting(entry);
                      }}
                    >
                      {t('overtime.entry.reject')}
                    </RowAction>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('overtime.reject.title', {
          name: rejecting?.full_name ?? '',
          date: rejecting ? formatDate(rejecting.work_date, locale) : '',
        })}
        description={t('overtime.reject.description')}
        confirmLabel={t('overtime.reject.confirm')}
        isPending={decide.isPending}
        error={decide.isError && rejecting ? describeError(decide.error) : null}
        onConfirm={() =>
          rejecting &&
          decide.mutate(
            {
              id: rejecting.id,
              decision: { decision: 'reject', note: note.trim() || undefined },
            },
            { onSuccess: () => setRejecting(null) },
          )
        }
      >
        <FormField label={t('overtime.reject.note')} hint={t('overtime.reject.noteHint')}>
          <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
