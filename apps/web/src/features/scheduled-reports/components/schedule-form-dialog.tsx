import {
  MONTHLY_PERIODS,
  SCHEDULED_REPORT_FORMATS,
  SCHEDULED_REPORT_KINDS,
  type ScheduledReport,
  type ScheduledReportInput,
  type ScheduledReportList,
  scheduledReportSchema,
} from '@ias/shared';
import { type FormEvent, useState } from 'react';
import { Alert, CheckboxGroup, FormField, Input, Select, Textarea } from '@/components/ui';
import { FormDialog } from '@/components/ui/form-dialog';
import { TimeInput } from '@/components/ui/time-input';
import { ApiError } from '@/lib/api-client';
import { useCreateScheduledReport, useUpdateScheduledReport } from '../hooks/use-scheduled-reports';
import { useScheduledReportsT } from '../hooks/use-scheduled-reports-t';
import { formatLabel, kindLabel, type Translate, weekdayLabels } from './labels';

type Draft = Required<Omit<ScheduledReportInput, 'recipient_emails'>> & { emails: string };
type Errors = Partial<Record<'name' | 'send_time' | 'recipients', string>>;

const EMPTY: Draft = {
  name: '',
  kind: 'weekly_summary',
  format: 'xlsx',
  send_time: '10:00',
  weekday: 1,
  monthly_period: 'calendar_month',
  group_id: null,
  recipient_user_ids: [],
  emails: '',
};

const toDraft = (s: ScheduledReport): Draft => ({
  name: s.name,
  kind: s.kind,
  format: s.format,
  send_time: s.send_time,
  weekday: s.weekday,
  monthly_period: s.monthly_period,
  group_id: s.group_id,
  recipient_user_ids: s.recipient_user_ids,
  emails: s.recipient_emails.join('\n'),
});

const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

/** The same schema as the API: errors in the reader's language, per field. */
function check(t: Translate, draft: Draft): Errors {
  const input = { ...draft, recipient_emails: splitEmails(draft.emails) };
  const parsed = scheduledReportSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'name') errors.name = t('scheduled-reports.form.error.name');
    if (field === 'send_time') errors.send_time = t('scheduled-reports.form.error.time');
    if (field === 'recipient_emails' || field === 'recipient_user_ids') {
      const bad = input.recipient_emails.find(
        (e) =>
          !scheduledReportSchema.safeParse({
            ...input,
            recipient_emails: [e],
          }).success,
      );
      errors.recipients =
        bad !== undefined && input.recipient_emails.length
          ? t('scheduled-reports.form.error.email', { email: bad })
          : t('scheduled-reports.form.error.recipients');
    }
  }
  return errors;
}

/** Create or edit a scheduled report: what, in which file, when and to whom. */
export function ScheduleFormDialog({
  orgId,
  list,
  editing,
  open,
  onOpenChange,
}: {
  orgId: string;
  list: ScheduledReportList;
  editing: ScheduledReport | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useScheduledReportsT();
  const [draft, setDraft] = useState<Draft>(() => (editing ? toDraft(editing) : EMPTY));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateScheduledReport(orgId);
  const update = useUpdateScheduledReport(orgId);
  const saving = editing ? update : create;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(t, draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { emails, ...rest } = draft;
    const input = { ...rest, recipient_emails: splitEmails(emails) };
    const done = { onSuccess: () => onOpenChange(false) };
    if (editing) update.mutate({ id: editing.id, changes: input }, done);
    else create.mutate(input, done);
  };

  const weekdays = weekdayLabels(t);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('scheduled-reports.form.titleEdit') : t('scheduled-reports.form.titleNew')}
      submitLabel={t('scheduled-reports.form.save')}
      isSubmitting={saving.isPending}
      onSubmit={submit}
      size="lg"
    >
      <FormField label={t('scheduled-reports.form.name')} error={errors.name}>
        <Input value={draft.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('scheduled-reports.form.kind')}>
          <Select
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value as Draft['kind'])}
            options={SCHEDULED_REPORT_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) }))}
          />
        </FormField>
        <FormField label={t('scheduled-reports.form.format')}>
          <Select
            value={draft.format}
            onChange={(e) => set('format', e.target.value as Draft['format'])}
            options={SCHEDULED_REPORT_FORMATS.map((f) => ({ value: f, label: formatLabel(t, f) }))}
          />
        </FormField>
        <FormField label={t('scheduled-reports.form.time')} error={errors.send_time}>
          <TimeInput value={draft.send_time} onChange={(time) => set('send_time', time)} />
        </FormField>
        {draft.kind === 'weekly_summary' ? (
          <FormField label={t('scheduled-reports.form.weekday')}>
            <Select
              value={String(draft.weekday)}
              onChange={(e) => set('weekday', Number(e.target.value))}
              options={weekdays.map((label, i) => ({ value: String(i + 1), label }))}
            />
          </FormField>
        ) : null}
        {draft.kind === 'monthly_register' ? (
          <FormField label={t('scheduled-reports.form.monthly')}>
            <Select
              value={draft.monthly_period}
              onChange={(e) => set('monthly_period', e.target.value as Draft['monthly_period'])}
              options={MONTHLY_PERIODS.map((p) => ({
                value: p,
                label:
                  p === 'pay_period'
                    ? t('scheduled-reports.form.monthly.payPeriod', {
                        day: list.payroll_period_start_day,
                      })
                    : t('scheduled-reports.form.monthly.calendar'),
              }))}
            />
          </FormField>
        ) : null}
      </div>
      <FormField label={t('scheduled-reports.form.group')}>
        <Select
          value={draft.group_id ?? ''}
          onChange={(e) => set('group_id', e.target.value || null)}
          options={[
            { value: '', label: t('scheduled-reports.form.group.all') },
            ...list.groups.map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </FormField>
      {list.members.length ? (
        <CheckboxGroup
          legend={t('scheduled-reports.form.members')}
          options={list.members.map((m) => ({
            value: m.user_id,
            label: m.full_name,
            hint: m.email,
          }))}
          value={draft.recipient_user_ids}
          onChange={(ids) => set('recipient_user_ids', ids)}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('scheduled-reports.form.members.none')}</p>
      )}
      <FormField
        label={t('scheduled-reports.form.emails')}
        hint={t('scheduled-reports.form.emails.hint')}
        error={errors.recipients}
      >
        <Textarea rows={3} value={draft.emails} onChange={(e) => set('emails', e.target.value)} />
      </FormField>
      {saving.isError ? (
        <Alert variant="error">
          {t('scheduled-reports.form.error.save', {
            reason: saving.error instanceof ApiError ? saving.error.message : '',
          })}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
