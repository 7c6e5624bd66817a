import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, Badge, Button, ConfirmDialog, FormField, Input } from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import {
  biometricKeys,
  type BiometricDevice,
  type BiometricOverview,
  registerDevice,
  removeDevice,
  requestResend,
} from '../api/biometric';
import { useBiometricT } from '../hooks/use-biometric-t';

/** Whether the device called in the last ten minutes (it polls every few seconds when online). */
const isOnline = (device: BiometricDevice) =>
  device.last_contact_at !== null &&
  Date.now() - new Date(device.last_contact_at).getTime() < 10 * 60_000;

function RegisterDeviceForm({
  organization,
  serialHint,
}: {
  organization: Organization;
  serialHint: string;
}) {
  const t = useBiometricT();
  const queryClient = useQueryClient();
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const [timezone, setTimezone] = useState(organization.timezone);
  const register = useMutation({
    mutationFn: () =>
      registerDevice(organization.id, {
        serial_number: (serial || serialHint).trim(),
        name: name.trim(),
        timezone: timezone.trim(),
      }),
    onSuccess: async () => {
      setSerial('');
      setName('');
      await queryClient.invalidateQueries({ queryKey: biometricKeys.overview(organization.id) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="biometric-register-title">
      <h3 id="biometric-register-title" className="font-semibold text-slate-900">
        {t('biometric.register.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('biometric.register.serial')}
          hint={t('biometric.register.serialHint')}
          isRequired
        >
          <Input
            value={serial || serialHint}
            onChange={(e) => setSerial(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </FormField>
        <FormField label={t('biometric.register.name')} isRequired>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('biometric.register.namePlaceholder')}
            required
            maxLength={80}
          />
        </FormField>
        <FormField
          label={t('biometric.register.timezone')}
          hint={t('biometric.register.timezoneHint')}
        >
          <Input value={timezone} onChange={(e) => setTimezone(e.target.value)} required />
        </FormField>
      </div>
      {register.error ? <Alert variant="error">{describeError(register.error)}</Alert> : null}
      {register.isSuccess ? <Alert variant="success">{t('biometric.register.done')}</Alert> : null}
      <Button type="submit" isLoading={register.isPending}>
        {t('biometric.register.submit')}
      </Button>
    </form>
  );
}

/** The organisation's terminals, how to point one at us, and registering one. */
export function DevicesSection({
  organization,
  overview,
}: {
  organization: Organization;
  overview: BiometricOverview;
}) {
  const t = useBiometricT();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: biometricKeys.overview(organization.id) });
  const [hint, setHint] = useState('');
  const remove = useConfirmedMutation({
    mutationFn: (device: BiometricDevice) => removeDevice(device.id),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (device: BiometricDevice) => requestResend(device.id),
    onSuccess: refresh,
  });
  const server = typeof window === 'undefined' ? '' : window.location.hostname;
  const port =
    typeof window === 'undefined'
      ? ''
      : window.location.port || (window.location.protocol === 'https:' ? '443' : '80');

  return (
    <section aria-labelledby="biometric-devices-title" className="space-y-4">
      <h3 id="biometric-devices-title" className="sr-only">
        {t('biometric.devices.title')}
      </h3>
      <Alert variant="info" title={t('biometric.setup.title')}>
        {t('biometric.setup.body', { server, port })}
      </Alert>
      {overview.unknown_serials.map((unknown) => (
        <Alert key={unknown.serial_number} variant="warning" data-testid="biometric-unknown-serial">
          <p>{t('biometric.unknownSerial.body', { serial: unknown.serial_number })}</p>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => setHint(unknown.serial_number)}
          >
            {t('biometric.unknownSerial.use')}
          </Button>
        </Alert>
      ))}
      {overview.devices.length ? (
        <ul className="divide-y divide-slate-200" aria-label={t('biometric.devices.title')}>
          {overview.devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
              data-testid="biometric-device"
            >
              <div className="flex min-w-0 gap-3">
                <Fingerprint
                  aria-hidden="true"
                  className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
                />
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{device.name}</span>
                    {isOnline(device) ? (
                      <Badge variant="success">{t('biometric.devices.online')}</Badge>
                    ) : device.last_contact_at ? (
                      <Badge variant="warning">{t('biometric.devices.offline')}</Badge>
                    ) : (
                      <Badge variant="neutral">{t('biometric.devices.never')}</Badge>
                    )}
                  </p>
                  <p className="break-all text-sm text-slate-600">
                    {t('biometric.devices.serial', {
                      serial: device.serial_number,
                      zone: device.timezone,
                    })}
                  </p>
                  <p className="text-sm text-slate-500">
                    {device.last_contact_at
                      ? t('biometric.devices.lastContact', {
                          when: formatDateTimeInZone(device.last_contact_at, organization.timezone),
                        })
                      : t('biometric.devices.noContact')}
                  </p>
                  {device.pending_commands ? (
                    <p className="text-sm text-amber-700">
                      {t('biometric.devices.pending', { count: device.pending_commands })}
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => resend.mutate(device)}
                  isLoading={resend.isPending && resend.variables?.id === device.id}
                >
                  <RefreshCw aria-hidden="true" className="h-4 w-4" />
                  {t('biometric.devices.resend')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => remove.ask(device)}
                  aria-label={t('biometric.devices.removeLabel', { name: device.name })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {t('biometric.devices.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('biometric.devices.empty')}</p>
      )}
      {resend.error ? <Alert variant="error">{describeError(resend.error)}</Alert> : null}
      <RegisterDeviceForm key={hint} organization={organization} serialHint={hint} />
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('biometric.devices.removeTitle', { name: remove.target?.name ?? '' })}
        description={t('biometric.devices.removeBody')}
        confirmLabel={t('biometric.devices.remove')}
        isDestructive
      />
    </section>
  );
}
