import { deviceZone, formatTimeIn } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, FormField, Input } from '@/components/ui';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { useLocale } from '@/features/i18n';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { describeError } from '@/lib/error-messages';
import {
  deletePin,
  fetchPinMemberships,
  fetchPinStatus,
  type PinMembership,
  pinKeys,
  savePin,
} from '../api/pin-api';
import { useProfileT } from '../hooks/use-profile-t';

/**
 * The kiosk PIN on /profile, one per organisation that allows PIN check-in; nothing shows where
 * none does. The PIN is sent once and stored hashed by the server.
 */
export function KioskPinCard() {
  const { user } = useAuth();
  const memberships = useQuery({
    queryKey: pinKeys.memberships(user?.id ?? 'none'),
    queryFn: () => fetchPinMemberships(user!.id),
    enabled: Boolean(user),
  });
  const t = useProfileT();
  const allowed = (memberships.data ?? []).filter((m) => m.pin_check_in);
  if (!allowed.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.pin.title')}</CardTitle>
        <CardDescription>{t('profile.pin.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {allowed.map((membership) => (
          <PinForm key={membership.id} membership={membership} showName={allowed.length > 1} />
        ))}
      </CardContent>
    </Card>
  );
}

function PinForm({ membership, showName }: { membership: PinMembership; showName: boolean }) {
  const t = useProfileT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: pinKeys.status(membership.id),
    queryFn: () => fetchPinStatus(membership.id),
  });
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onSaved = (next: Awaited<ReturnType<typeof fetchPinStatus>>, message: string) => {
    queryClient.setQueryData(pinKeys.status(membership.id), next);
    setPin('');
    setAgain('');
    notify.saved(message);
  };
  const save = useMutation({
    mutationFn: () => savePin(membership.id, pin),
    onSuccess: (next) => onSaved(next, t('profile.pin.saved')),
    // The form keeps what was typed; the toast says why it failed.
    onError: (error) => notify.error(describeError(error, t('profile.pin.error'))),
  });
  const remove = useMutation({
    mutationFn: () => deletePin(membership.id),
    onSuccess: (next) => onSaved(next, t('profile.pin.removed')),
    onError: (error) => notify.error(describeError(error, t('profile.pin.error'))),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setProblem(t('profile.pin.invalid'));
    if (pin !== again) return setProblem(t('profile.pin.mismatch'));
    setProblem(null);
    save.mutate();
  };
  const locked = status.data?.locked_until;
  return (
    <form className="space-y-3" onSubmit={onSubmit} aria-label={membership.org_name}>
      {showName ? <p className="font-medium text-slate-900">{membership.org_name}</p> : null}
      <p className="text-sm text-slate-700" data-testid="pin-state">
        {status.data?.is_set ? t('profile.pin.isSet') : t('profile.pin.notSet')}
      </p>
      {locked ? (
        <Alert variant="warning">
          {t('profile.pin.locked', {
            time: formatTimeIn(locked, membership.timezone, locale, { readerZone: deviceZone() }),
          })}
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('profile.pin.newPin')}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <FormField label={t('profile.pin.confirmPin')}>
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={again}
            onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t('profile.pin.save')}
        </Button>
        {status.data?.is_set ? (
          <Button variant="outline" isLoading={remove.isPending} onClick={() => remove.mutate()}>
            {t('profile.pin.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
