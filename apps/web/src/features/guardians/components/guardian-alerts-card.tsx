import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  Alert,
  Badge,
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
import { TimeInput } from '@/components/ui/time-input';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/error-messages';
import {
  type AlertOverview,
  type AlertSettings,
  fetchAlertOverview,
  guardianKeys,
  saveAlertSettings,
} from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { weekdayName } from '@/features/orgs/utils/weekdays';

const PROVIDER_NAMES: Record<string, string> = {
  http: 'HTTP gateway',
  msg91: 'MSG91',
  twilio: 'Twilio',
  gupshup: 'Gupshup',
};

function ProviderStatus({ providers }: { providers: AlertOverview['providers'] }) {
  const t = useGuardiansT();
  const { sms } = providers;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm" data-testid="sms-provider-status">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{t('guardians.alerts.provider.sms')}</span>
        {sms.configured ? (
          <Badge variant="success">
            {t('guardians.alerts.provider.configured', {
              provider: PROVIDER_NAMES[sms.provider ?? ''] ?? sms.provider ?? '',
              channel: sms.channel === 'whatsapp' ? 'WhatsApp' : 'SMS',
            })}
          </Badge>
        ) : (
          <Badge variant="warning">{t('guardians.alerts.provider.notConfigured')}</Badge>
        )}
      </p>
      {!sms.configured ? (
        <p className="text-slate-600">{t('guardians.alerts.provider.howTo')}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{t('guardians.alerts.provider.email')}</span>
        <Badge variant={providers.email.configured ? 'success' : 'warning'}>
          {providers.email.configured
            ? t('guardians.alerts.provider.emailOn')
            : t('guardians.alerts.provider.emailLog')}
        </Badge>
      </p>
    </div>
  );
}

/**
 * The owner's guardian-alert controls: which alerts go out, the gate's cut-off time, the weekly
 * summary's day, quiet hours and the daily cap per guardian, with the SMS provider's status.
 */
export function GuardianAlertsCard({ orgId }: { orgId: string }) {
  const t = useGuardiansT();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: guardianKeys.alerts(orgId),
    queryFn: () => fetchAlertOverview(orgId),
  });
  const [values, setValues] = useState<AlertSettings | null>(null);
  useEffect(() => {
    if (overview.data && !values) setValues(overview.data.settings);
  }, [overview.data, values]);
  const save = useMutation({
    mutationFn: (settings: AlertSettings) => saveAlertSettings(orgId, settings),
    onSuccess: (saved) => {
      setValues(saved.settings);
      queryClient.setQueryData<AlertOverview>(guardianKeys.alerts(orgId), (current) =>
        current ? { ...current, settings: saved.settings } : current,
      );
      // Saved: the shell's toast, as every save; an error stays in the form.
      notify.saved(t('guardians.alerts.saved'));
    },
  });
  const set = <K extends keyof AlertSettings>(key: K, value: AlertSettings[K]) => {
    save.reset();
    setValues((current) => (current ? { ...current, [key]: value } : current));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values) save.mutate(values);
  };
  const weekdays = ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({
    value: String(day),
    label: weekdayName(day),
  }));

  return (
    <Card data-testid="guardian-alerts-card">
      <CardHeader>
        <CardTitle>{t('guardians.alerts.title')}</CardTitle>
        <CardDescription>{t('guardians.alerts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {overview.isLoading || (overview.data && !values) ? (
          <SkeletonForm fields={3} label={t('guardians.alerts.loading')} />
        ) : overview.error || !overview.data || !values ? (
          <Alert variant="error" title={t('guardians.alerts.error')}>
            <p>{describeError(overview.error)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void overview.refetch()}
            >
              {t('guardians.retry')}
            </Button>
          </Alert>
        ) : (
          <form className="space-y-6" onSubmit={submit}>
            <ProviderStatus providers={overview.data.providers} />
            <p className="text-sm text-slate-600">
              {t('guardians.alerts.guardianCount', {
                count: overview.data.guardians.guardians,
                consented: overview.data.guardians.consented,
              })}
            </p>
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {t('guardians.alerts.which')}
              </legend>
              <CheckboxField
                label={t('guardians.alerts.absence')}
                hint={t('guardians.alerts.absenceHint')}
                checked={values.absence_alerts}
                onChange={(checked) => set('absence_alerts', checked)}
              />
              <CheckboxField
                label={t('guardians.alerts.late')}
                hint={t('guardians.alerts.lateHint')}
                checked={values.late_notes}
                onChange={(checked) => set('late_notes', checked)}
              />
              <CheckboxField
                label={t('guardians.alerts.summary')}
                hint={t('guardians.alerts.summaryHint')}
                checked={values.weekly_summary}
                onChange={(checked) => set('weekly_summary', checked)}
              />
              <CheckboxField
                label={t('guardians.alerts.monthly')}
                hint={t('guardians.alerts.monthlyHint')}
                checked={values.monthly_summary}
                onChange={(checked) => set('monthly_summary', checked)}
              />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField
                label={t('guardians.alerts.cutoff')}
                hint={t('guardians.alerts.cutoffHint')}
              >
                <TimeInput
                  value={values.cutoff_time}
                  onChange={(time) => set('cutoff_time', time)}
                  required
                />
              </FormField>
              <FormField label={t('guardians.alerts.summaryDay')}>
                <Select
                  value={String(values.summary_weekday)}
                  onChange={(event) => set('summary_weekday', Number(event.target.value))}
                  options={weekdays}
                />
              </FormField>
              <FormField label={t('guardians.alerts.summaryTime')}>
                <TimeInput
                  value={values.summary_time}
                  onChange={(time) => set('summary_time', time)}
                  required
                />
              </FormField>
              <FormField
                label={t('guardians.alerts.quietStart')}
                hint={t('guardians.alerts.quietHint')}
              >
                <TimeInput
                  value={values.quiet_start}
                  onChange={(time) => set('quiet_start', time)}
                  required
                />
              </FormField>
              <FormField label={t('guardians.alerts.quietEnd')}>
                <TimeInput
                  value={values.quiet_end}
                  onChange={(time) => set('quiet_end', time)}
                  required
                />
              </FormField>
              <FormField label={t('guardians.alerts.cap')} hint={t('guardians.alerts.capHint')}>
                <Input
                  type="number"
                  min={1}
                  max={20}
                  value={values.daily_cap}
                  onChange={(event) => set('daily_cap', Number(event.target.value))}
                  required
                />
              </FormField>
            </div>
            {save.error ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
            <div className="flex flex-wrap items-center justify-end gap-3">
              <Button type="submit" isLoading={save.isPending}>
                {t('guardians.alerts.save')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
