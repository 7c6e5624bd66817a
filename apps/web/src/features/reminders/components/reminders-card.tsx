import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CheckboxField,
  FormField,
  Input,
  Select,
  SkeletonForm,
} from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import type { ReminderSettings } from '../api/reminders';
import { catalogue } from '../catalogue';
import type en from '../locales/en.json';
import { useReminderSettings, useSaveReminderSettings } from '../hooks/use-reminders';
import { TimeInput } from '@/components/ui/time-input';
import { notify } from '@/components/ui/toast';

type Translate = (id: keyof typeof en, values?: Record<string, string | number>) => string;

type MinutesKey = 'check_in_after_minutes' | 'check_out_after_minutes' | 'roll_call_after_minutes';
type SwitchKey =
  | 'check_in_enabled'
  | 'check_out_enabled'
  | 'roll_call_enabled'
  | 'requests_digest_enabled'
  | 'low_attendance_enabled'
  | 'kiosk_offline_enabled';

/** The form's values: minutes and time as typed, checked before saving. */
type Draft = Omit<ReminderSettings, MinutesKey> & Record<MinutesKey, string>;

const toDraft = (settings: ReminderSettings): Draft => ({
  ...settings,
  check_in_after_minutes: String(settings.check_in_after_minutes),
  check_out_after_minutes: String(settings.check_out_after_minutes),
  roll_call_after_minutes: String(settings.roll_call_after_minutes),
});

/** ISO weekdays, Monday first, each id written out (the catalogue guard finds them). */
const weekdays = (t: Translate) =>
  [
    t('reminders.weekday.1'),
    t('reminders.weekday.2'),
    t('reminders.weekday.3'),
    t('reminders.weekday.4'),
    t('reminders.weekday.5'),
    t('reminders.weekday.6'),
    t('reminders.weekday.7'),
  ].map((label, index) => ({ value: String(index + 1), label }));

const MINUTES = /^\d{1,3}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validMinutes = (value: string) => MINUTES.test(value) && Number(value) <= 240;

/**
 * Owner settings: which reminders the organisation sends (each on or off), how many minutes
 * after the start or end, when the daily digest goes out, and the hours in which the assignees
 * of a card due today are reminded.
 */
export function RemindersCard({ orgId }: { orgId: string }) {
  const t = useCatalogueT(catalogue);
  const settings = useReminderSettings(orgId);
  return (
    <Card data-testid="reminders">
      <CardHeader>
        <CardTitle>{t('reminders.title')}</CardTitle>
        <CardDescription>{t('reminders.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <SkeletonForm fields={5} label={t('reminders.loading')} />
        ) : settings.isError ? (
          <Alert variant="error">
            {t('reminders.loadError')}{' '}
            <Button variant="link" onClick={() => void settings.refetch()}>
              {t('reminders.retry')}
            </Button>
          </Alert>
        ) : (
          <RemindersForm orgId={orgId} initial={settings.data} t={t} />
        )}
      </CardContent>
    </Card>
  );
}

function RemindersForm({
  orgId,
  initial,
  t,
}: {
  orgId: string;
  initial: ReminderSettings;
  t: Translate;
}) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [checked, setChecked] = useState(false);
  const save = useSaveReminderSettings(orgId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const minutesError = (key: MinutesKey) =>
    checked && !validMinutes(draft[key]) ? t('reminders.error.minutes') : undefined;
  const timeError =
    checked && !TIME.test(draft.requests_digest_time) ? t('reminders.error.time') : undefined;
  const windowValid =
    TIME.test(draft.task_due_from) &&
    TIME.test(draft.task_due_until) &&
    draft.task_due_from < draft.task_due_until;
  const windowError = (key: 'task_due_from' | 'task_due_until') =>
    !checked
      ? undefined
      : !TIME.test(draft[key])
        ? t('reminders.error.time')
        : key === 'task_due_until' && !windowValid
          ? t('reminders.error.window')
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const minutesKeys: MinutesKey[] = [
      'check_in_after_minutes',
      'check_out_after_minutes',
      'roll_call_after_minutes',
    ];
    if (
      !minutesKeys.every((key) => validMinutes(draft[key])) ||
      !TIME.test(draft.requests_digest_time) ||
      !windowValid
    )
      return;
    save.mutate(
      {
        ...draft,
        check_in_after_minutes: Number(draft.check_in_after_minutes),
        check_out_after_minutes: Number(draft.check_out_after_minutes),
        roll_call_after_minutes: Number(draft.roll_call_after_minutes),
      },
      { onSuccess: () => notify.saved(t('reminders.saved')) },
    );
  };

  const toggle = (key: SwitchKey, label: string, hint: string) => (
    <CheckboxField
      label={label}
      hint={hint}
      checked={draft[key]}
      onChange={(value) => set(key, value)}
    />
  );
  const minutes = (key: MinutesKey, label: string, enabled: boolean) => (
    <FormField label={label} error={minutesError(key)} className="max-w-[12rem] pl-7">
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={240}
        step={1}
        disabled={!enabled}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ul className="space-y-5">
        <li className="space-y-2">
          {toggle('check_in_enabled', t('reminders.checkIn.label'), t('reminders.checkIn.hint'))}
          {minutes(
            'check_in_after_minutes',
            t('reminders.checkIn.minutes'),
            draft.check_in_enabled,
          )}
        </li>
        <li className="space-y-2">
          {toggle('check_out_enabled', t('reminders.checkOut.label'), t('reminders.checkOut.hint'))}
          {minutes(
            'check_out_after_minutes',
            t('reminders.checkOut.minutes'),
            draft.check_out_enabled,
          )}
        </li>
        <li className="space-y-2">
          {toggle('roll_call_enabled', t('reminders.rollCall.label'), t('reminders.rollCall.hint'))}
          {minutes(
            'roll_call_after_minutes',
            t('reminders.rollCall.minutes'),
            draft.roll_call_enabled,
          )}
        </li>
        <li className="space-y-2">
          {toggle(
            'requests_digest_enabled',
            t('reminders.requests.label'),
            t('reminders.requests.hint'),
          )}
          <FormField
            label={t('reminders.requests.time')}
            error={timeError}
            className="max-w-[12rem] pl-7"
          >
            <TimeInput
              value={draft.requests_digest_time}
              disabled={!draft.requests_digest_enabled && !draft.low_attendance_enabled}
              onChange={(time) => set('requests_digest_time', time)}
            />
          </FormField>
        </li>
        <li className="space-y-2">
          {toggle(
            'low_attendance_enabled',
            t('reminders.lowAttendance.label'),
            t('reminders.lowAttendance.hint'),
          )}
          <FormField label={t('reminders.lowAttendance.weekday')} className="max-w-[12rem] pl-7">
            <Select
              value={String(draft.low_attendance_weekday)}
              disabled={!draft.low_attendance_enabled}
              onChange={(event) => set('low_attendance_weekday', Number(event.target.value))}
              options={weekdays(t)}
            />
          </FormField>
        </li>
        <li>
          {toggle('kiosk_offline_enabled', t('reminders.kiosk.label'), t('reminders.kiosk.hint'))}
        </li>
        <li className="space-y-2">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">
              {t('reminders.taskDue.label')}
            </legend>
            <p className="text-sm text-slate-500">{t('reminders.taskDue.hint')}</p>
            <div className="flex flex-wrap gap-3 pl-7">
              {(['task_due_from', 'task_due_until'] as const).map((key) => (
                <FormField
                  key={key}
                  label={
                    key === 'task_due_from'
                      ? t('reminders.taskDue.from')
                      : t('reminders.taskDue.until')
                  }
                  error={windowError(key)}
                  className="max-w-[12rem]"
                >
                  <TimeInput value={draft[key]} onChange={(time) => set(key, time)} />
                </FormField>
              ))}
            </div>
          </fieldset>
        </li>
      </ul>
      {save.isError ? (
        <Alert variant="error">
          {t('reminders.error.save', {
            reason: save.error instanceof ApiError ? save.error.message : '',
          })}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {t('reminders.save')}
        </Button>
      </div>
    </form>
  );
}
