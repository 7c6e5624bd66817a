import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { TimeInput } from '@/components/ui/time-input';
import {
  Alert,
  Button,
  CheckboxField,
  Dialog,
  FormField,
  Input,
  Select,
  Textarea,
} from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { saveEvent } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import { fetchEventChoices } from '../api/choices';
import type { EventDetail } from '../api/types';
import { catalogue } from '../catalogue';
import {
  emptyForm,
  type EventForm,
  eventFormSchema,
  formFromEvent,
  toRequest,
  weekdayOf,
} from '../utils/event-form';
import { CATEGORY_LABEL, REPEAT_LABEL, SCOPE_LABEL } from '../utils/labels';
import { InviteeFields } from './invitee-fields';
import { WeekdayPicker } from './weekday-picker';

export type FormTarget = { day: string; detail?: EventDetail };

type Props = {
  orgId: string;
  memberId: string;
  role: string;
  canShare: boolean;
  target: FormTarget;
  onClose: () => void;
};

const SHARED_KINDS = ['exam', 'ptm', 'staff_meeting', 'trip', 'other'] as const;
const REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
type FieldErrors = Partial<Record<keyof EventForm, string>>;

/** Create or edit an event: what, when, repetition, who sees it and who is invited. */
export function EventFormDialog({ orgId, memberId, role, canShare, target, onClose }: Props) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const editing = target.detail;
  const [values, setValues] = useState<EventForm>(() =>
    editing ? formFromEvent(editing) : emptyForm(target.day, canShare),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const choices = useQuery({
    queryKey: calendarKeys.choices(orgId),
    queryFn: () => fetchEventChoices(orgId, memberId, role === 'owner'),
    enabled: canShare,
    staleTime: 60_000,
  });
  const saving = useMutation({
    mutationFn: (form: EventForm) =>
      saveEvent(toRequest(form, orgId, editing?.exceptionDates ?? []), editing?.id),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const error = (key: keyof EventForm) =>
    errors[key] ? t(errors[key] as Parameters<typeof t>[0]) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = eventFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof EventForm;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    saving.mutate(parsed.data);
  };

  const scopes = canShare
    ? (['org', 'group', 'invitees', 'personal'] as const)
    : (['personal'] as const);
  const isPersonal = values.scope === 'personal';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving.isPending && onClose()}
      title={editing ? t('calendar.form.editTitle') : t('calendar.form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving.isPending}>
            {t('calendar.form.cancel')}
          </Button>
          <Button type="submit" form="calendar-event-form" isLoading={saving.isPending}>
            {t('calendar.form.save')}
          </Button>
        </>
      }
    >
      <form id="calendar-event-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label={t('calendar.form.title')} error={error('title')} isRequired>
          <Input
            value={values.title}
            maxLength={160}
            onChange={(e) => set('title', e.target.value)}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('calendar.form.scope')}>
            <Select
              value={values.scope}
              onChange={(e) => set('scope', e.target.value as EventForm['scope'])}
              options={scopes.map((s) => ({ value: s, label: t(SCOPE_LABEL[s]) }))}
            />
          </FormField>
          {!isPersonal ? (
            <FormField label={t('calendar.form.kind')}>
              <Select
                value={values.kind === 'personal' ? 'other' : values.kind}
                onChange={(e) => set('kind', e.target.value as EventForm['kind'])}
                options={SHARED_KINDS.map((k) => ({ value: k, label: t(CATEGORY_LABEL[k]) }))}
              />
            </FormField>
          ) : null}
        </div>
        {values.scope === 'group' ? (
          <FormField label={t('calendar.form.group')} error={error('groupId')} isRequired>
            <Select
              value={values.groupId}
              placeholder={t('calendar.form.groupPlaceholder')}
              onChange={(e) => set('groupId', e.target.value)}
              options={(choices.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
            />
          </FormField>
        ) : null}
        <CheckboxField
          label={t('calendar.form.allDay')}
          checked={values.allDay}
          onChange={(v) => set('allDay', v)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('calendar.form.startDate')} error={error('startDate')}>
            <DateInput
              value={values.startDate}
              onChange={(day) => {
                setValues((v) => ({
                  ...v,
                  startDate: day,
                  endDate: v.endDate < day ? day : v.endDate,
                  // A weekly rule that followed the first date's weekday keeps following it.
                  weekdays:
                    day && v.weekdays.length === 1 && v.weekdays[0] === weekdayOf(v.startDate)
                      ? [weekdayOf(day)]
                      : v.weekdays,
                }));
              }}
            />
          </FormField>
          {!values.allDay ? (
            <FormField label={t('calendar.form.startTime')}>
              <TimeInput value={values.startTime} onChange={(time) => set('startTime', time)} />
            </FormField>
          ) : null}
          <FormField
            label={t('calendar.form.endDate')}
            error={values.allDay ? error('endTime') : error('endDate')}
          >
            <DateInput value={values.endDate} onChange={(day) => set('endDate', day)} />
          </FormField>
          {!values.allDay ? (
            <FormField label={t('calendar.form.endTime')} error={error('endTime')}>
              <TimeInput value={values.endTime} onChange={(time) => set('endTime', time)} />
            </FormField>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('calendar.form.repeat')}>
            <Select
              value={values.repeat}
              onChange={(e) => set('repeat', e.target.value as EventForm['repeat'])}
              options={REPEATS.map((r) => ({ value: r, label: t(REPEAT_LABEL[r]) }))}
            />
          </FormField>
          {values.repeat !== 'none' ? (
            <FormField label={t('calendar.form.until')} error={error('until')}>
              <DateInput value={values.until} onChange={(day) => set('until', day)} />
            </FormField>
          ) : null}
        </div>
        {values.repeat === 'weekly' ? (
          <WeekdayPicker
            label={t('calendar.form.weekdays')}
            value={values.weekdays}
            onChange={(days) => set('weekdays', days)}
          />
        ) : null}
        {values.repeat !== 'none' ? (
          <CheckboxField
            label={t('calendar.form.skipsHolidays')}
            checked={values.skipsHolidays}
            onChange={(v) => set('skipsHolidays', v)}
          />
        ) : null}
        <FormField label={t('calendar.form.place')}>
          <Input
            value={values.place}
            maxLength={160}
            onChange={(e) => set('place', e.target.value)}
          />
        </FormField>
        <FormField label={t('calendar.form.description')}>
          <Textarea
            rows={3}
            value={values.description}
            maxLength={2000}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        {!isPersonal ? (
          <InviteeFields
            values={values}
            staff={choices.data?.staff ?? []}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
        ) : null}
        {saving.isError ? (
          <Alert variant="error">
            {saving.error instanceof ApiError ? saving.error.message : t('calendar.error.generic')}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
