import { formatDateTimeIn, formatDay, formatTimeIn } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, ConfirmDialog, Dialog, SkeletonList } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { answerEvent, deleteEvent, fetchEvent, skipOccurrence } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import type { Answer, CalendarEntry, EventDetail } from '../api/types';
import { catalogue } from '../catalogue';
import { useEntryLabel } from '../hooks/use-entry-label';
import { categoryOf } from '../utils/entry-style';
import { ANSWER_LABEL, CATEGORY_LABEL, REPEAT_LABEL } from '../utils/labels';
import { addDays } from '../utils/org-time';

type Props = {
  entry: CalendarEntry;
  onClose: () => void;
  onEdit: (detail: EventDetail) => void;
};

const ANSWERS: Array<Exclude<Answer, 'pending'>> = ['yes', 'maybe', 'no'];
/** Wall-clock strings are formatted as UTC so they read exactly as the organisation's time. */
const AS_IS = 'UTC';
const MEDIUM = { withYear: true, weekday: false };

/** One entry: when and where; for events the answers, RSVP, edit, skip a date and delete. */
export function EntryDialog({ entry, onClose, onEdit }: Props) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const label = useEntryLabel();
  const queryClient = useQueryClient();
  const eventId = entry.event?.id;
  const detail = useQuery({
    queryKey: calendarKeys.event(eventId ?? ''),
    queryFn: () => fetchEvent(eventId!),
    enabled: Boolean(eventId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  const [answer, setAnswer] = useState<Answer | null>(entry.event?.myAnswer ?? null);
  const answering = useMutation({
    mutationFn: (response: Exclude<Answer, 'pending'>) => answerEvent(eventId!, response),
    onSuccess: (_, response) => {
      setAnswer(response);
      void refresh();
    },
  });
  const [confirm, setConfirm] = useState<'delete' | 'skip' | null>(null);
  const removing = useMutation({
    mutationFn: () =>
      confirm === 'skip'
        ? skipOccurrence(eventId!, entry.start.slice(0, 10))
        : deleteEvent(eventId!),
    onSuccess: async () => {
      setConfirm(null);
      onClose();
      await refresh();
    },
  });
  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t('calendar.error.generic');

  const when = entry.allDay
    ? addDays(entry.end, -1) > entry.start
      ? `${formatDay(entry.start, locale, MEDIUM)} – ${formatDay(addDays(entry.end, -1), locale, MEDIUM)}`
      : formatDay(entry.start, locale, { long: true, withYear: true })
    : `${formatDateTimeIn(`${entry.start}Z`, AS_IS, locale)} – ${formatTimeIn(`${entry.end}Z`, AS_IS, locale)}`;
  const event = detail.data;
  // The summary and the list come from the same answer: the event's own details once loaded
  // (refreshed live), the calendar's counts before — which may be older than the list.
  const counts =
    entry.event?.answers && event
      ? countAnswers(event.invitees.map((invitee) => invitee.response))
      : entry.event?.answers;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={label(entry) || t(CATEGORY_LABEL[categoryOf(entry)])}
        size="md"
        footer={
          <>
            {entry.event?.canEdit ? (
              <>
                <Button variant="ghost" onClick={() => setConfirm('delete')}>
                  {t('calendar.details.delete')}
                </Button>
                {entry.event.isRecurring ? (
                  <Button variant="ghost" onClick={() => setConfirm('skip')}>
                    {t('calendar.details.skip')}
                  </Button>
                ) : null}
                <Button variant="outline" disabled={!event} onClick={() => event && onEdit(event)}>
                  {t('calendar.details.edit')}
                </Button>
              </>
            ) : null}
            <Button onClick={onClose}>{t('calendar.details.close')}</Button>
          </>
        }
      >
        <dl className="space-y-3 text-sm">
          <div className="flex flex-wrap gap-2">
            <Badge>{t(CATEGORY_LABEL[categoryOf(entry)])}</Badge>
            {event?.recurrence ? (
              <Badge variant="neutral">{t(REPEAT_LABEL[event.recurrence.freq])}</Badge>
            ) : null}
          </div>
          <div>
            <dt className="font-medium text-slate-500">{t('calendar.details.when')}</dt>
            <dd className="text-slate-900">{when}</dd>
          </div>
          {entry.place ? (
            <div>
              <dt className="font-medium text-slate-500">{t('calendar.details.place')}</dt>
              <dd className="text-slate-900">{entry.place}</dd>
            </div>
          ) : null}
          {entry.detail && entry.type !== 'group_leave' ? (
            <div>
              <dt className="font-medium text-slate-500">{t('calendar.details.group')}</dt>
              <dd className="text-slate-900">{entry.detail}</dd>
            </div>
          ) : null}
          {entry.description ? (
            <p className="whitespace-pre-line text-slate-700">{entry.description}</p>
          ) : null}
          {event?.organiserName ? (
            <p className="text-slate-600">
              {t('calendar.details.organiser', { name: event.organiserName })}
            </p>
          ) : null}
        </dl>

        {answer !== null && eventId ? (
          <fieldset className="mt-5 space-y-2">
            <legend className="text-sm font-semibold text-slate-900">
              {t('calendar.details.yourAnswer')}
            </legend>
            <div className="flex gap-2">
              {ANSWERS.map((choice) => (
                <Button
                  key={choice}
                  size="sm"
                  variant={answer === choice ? 'primary' : 'outline'}
                  aria-pressed={answer === choice}
                  isLoading={answering.isPending && answering.variables === choice}
                  onClick={() => answering.mutate(choice)}
                >
                  {t(ANSWER_LABEL[choice])}
                </Button>
              ))}
            </div>
            {answering.isError ? <Alert variant="error">{errorText(answering.error)}</Alert> : null}
          </fieldset>
        ) : null}

        {counts && event && event.invitees.length > 0 ? (
          <section className="mt-5 space-y-2" aria-labelledby="calendar-answers">
            <h3 id="calendar-answers" className="text-sm font-semibold text-slate-900">
              {t('calendar.details.answers')}
            </h3>
            <p className="text-sm text-slate-600">{t('calendar.details.answersSummary', counts)}</p>
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm">
              {event.invitees.map((invitee) => (
                <li key={invitee.memberId} className="flex justify-between gap-3 px-3 py-2">
                  <span className="truncate">{invitee.name}</span>
                  <span className="shrink-0 text-slate-600">
                    {t(ANSWER_LABEL[invitee.response])}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : counts && detail.isLoading ? (
          <SkeletonList rows={3} className="mt-5" label={t('calendar.details.loadingAnswers')} />
        ) : null}
        {detail.isError ? (
          <Alert variant="error">
            <span>{errorText(detail.error)}</span>{' '}
            <Button variant="link" size="sm" onClick={() => void detail.refetch()}>
              {t('calendar.page.retry')}
            </Button>
          </Alert>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            removing.reset();
          }
        }}
        title={
          confirm === 'skip'
            ? t('calendar.skip.title', {
                date: formatDay(entry.start.slice(0, 10), locale, MEDIUM),
              })
            : t('calendar.delete.title', { title: entry.title })
        }
        description={
          confirm === 'skip' ? t('calendar.skip.description') : t('calendar.delete.description')
        }
        confirmLabel={
          confirm === 'skip' ? t('calendar.details.skip') : t('calendar.delete.confirm')
        }
        onConfirm={() => removing.mutate()}
        isPending={removing.isPending}
        error={removing.isError ? errorText(removing.error) : null}
      />
    </>
  );
}

function countAnswers(responses: Answer[]): Record<Answer, number> {
  const counts: Record<Answer, number> = { pending: 0, yes: 0, no: 0, maybe: 0 };
  for (const response of responses) counts[response] += 1;
  return counts;
}
