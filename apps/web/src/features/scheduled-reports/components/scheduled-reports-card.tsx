import { formatDateTimeIn, type ScheduledReport, type ScheduledReportList } from '@ias/shared';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  SkeletonList,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import {
  useDeleteScheduledReport,
  useScheduledReports,
  useSendScheduledReportNow,
  useUpdateScheduledReport,
} from '../hooks/use-scheduled-reports';
import { useScheduledReportsT } from '../hooks/use-scheduled-reports-t';
import { formatLabel, kindLabel, type Translate, whenLabel } from './labels';
import { ScheduleFormDialog } from './schedule-form-dialog';

/**
 * The owner's scheduled reports: each with when it goes out, to how many, when it was last sent
 * (or why not) and when next; create, edit, pause, send now and delete (after asking).
 */
export function ScheduledReportsCard({ orgId }: { orgId: string }) {
  const t = useScheduledReportsT();
  const list = useScheduledReports(orgId);
  const [editing, setEditing] = useState<ScheduledReport | null | 'new'>(null);
  return (
    <Card data-testid="scheduled-reports">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{t('scheduled-reports.title')}</CardTitle>
          <CardDescription>
            {t('scheduled-reports.description', { zone: list.data?.timezone ?? '' })}
          </CardDescription>
        </div>
        {list.data?.schedules.length ? (
          <Button onClick={() => setEditing('new')}>{t('scheduled-reports.add')}</Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <SkeletonList rows={3} label={t('scheduled-reports.loading')} />
        ) : list.isError ? (
          <Alert variant="error">
            {t('scheduled-reports.loadError')}{' '}
            <Button variant="link" onClick={() => void list.refetch()}>
              {t('scheduled-reports.retry')}
            </Button>
          </Alert>
        ) : list.data.schedules.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title={t('scheduled-reports.empty.title')}
            description={t('scheduled-reports.empty.description')}
            action={<Button onClick={() => setEditing('new')}>{t('scheduled-reports.add')}</Button>}
          />
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.data.schedules.map((schedule) => (
              <ScheduleRow
                key={schedule.id}
                orgId={orgId}
                list={list.data}
                schedule={schedule}
                onEdit={() => setEditing(schedule)}
              />
            ))}
          </ul>
        )}
        {editing && list.data ? (
          <ScheduleFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            orgId={orgId}
            list={list.data}
            editing={editing === 'new' ? null : editing}
            open
            onOpenChange={(open) => !open && setEditing(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function useFormatInstant(timeZone: string) {
  const locale = useLocale();
  return (instant: string) => formatDateTimeIn(instant, timeZone, locale, { weekday: true });
}

function LastRun({
  t,
  schedule,
  timeZone,
}: {
  t: Translate;
  schedule: ScheduledReport;
  timeZone: string;
}) {
  const format = useFormatInstant(timeZone);
  const last = schedule.recent_runs[0];
  if (!last) return <>{t('scheduled-reports.never')}</>;
  if (last.status === 'pending' || last.status === 'sending')
    return <>{t('scheduled-reports.lastPending')}</>;
  const when = format(last.finished_at ?? last.due_at);
  if (last.status === 'failed' || last.error)
    return (
      <span className="text-red-700">
        {t('scheduled-reports.lastFailed', { when, error: last.error ?? '' })}
      </span>
    );
  const size = t('scheduled-reports.size.kb', {
    size: Math.max(1, Math.round((last.bytes ?? 0) / 1024)),
  });
  return <>{t('scheduled-reports.lastSent', { when, count: last.sent_to.length, size })}</>;
}

function ScheduleRow({
  orgId,
  list,
  schedule,
  onEdit,
}: {
  orgId: string;
  list: ScheduledReportList;
  schedule: ScheduledReport;
  onEdit: () => void;
}) {
  const t = useScheduledReportsT();
  const format = useFormatInstant(list.timezone);
  const update = useUpdateScheduledReport(orgId);
  const remove = useDeleteScheduledReport(orgId);
  const send = useSendScheduledReportNow(orgId);
  const [confirming, setConfirming] = useState(false);
  const failure = [update, send].find((m) => m.isError)?.error;
  const recipients = schedule.recipient_user_ids.length + schedule.recipient_emails.length;
  return (
    <li className="space-y-2 py-4" data-testid="scheduled-report">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium text-slate-900">{schedule.name}</h3>
        <Badge variant="brand">{kindLabel(t, schedule.kind)}</Badge>
        <Badge>{formatLabel(t, schedule.format)}</Badge>
        {schedule.is_paused ? (
          <Badge variant="warning">{t('scheduled-reports.paused')}</Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        {whenLabel(t, schedule, list.payroll_period_start_day)} ·{' '}
        {t('scheduled-reports.recipients', { count: recipients })}
      </p>
      <p className="text-sm text-slate-600" data-testid="scheduled-report-status">
        <LastRun t={t} schedule={schedule} timeZone={list.timezone} />
        {schedule.next_run_at ? (
          <> · {t('scheduled-reports.next', { when: format(schedule.next_run_at) })}</>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('scheduled-reports.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isLoading={update.isPending}
          onClick={() =>
            update.mutate({ id: schedule.id, changes: { is_paused: !schedule.is_paused } })
          }
        >
          {schedule.is_paused ? t('scheduled-reports.resume') : t('scheduled-reports.pause')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isLoading={send.isPending}
          onClick={() => send.mutate(schedule.id)}
        >
          {t('scheduled-reports.sendNow')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          {t('scheduled-reports.delete')}
        </Button>
      </div>
      {send.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {t('scheduled-reports.sendNow.done')}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="error">
          {t('scheduled-reports.actionError', {
            reason: failure instanceof ApiError ? failure.message : '',
          })}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('scheduled-reports.confirmDelete.title', { name: schedule.name })}
        description={t('scheduled-reports.confirmDelete.description')}
        confirmLabel={t('scheduled-reports.delete')}
        isPending={remove.isPending}
        error={remove.error instanceof ApiError ? remove.error.message : null}
        onConfirm={() => remove.mutate(schedule.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
