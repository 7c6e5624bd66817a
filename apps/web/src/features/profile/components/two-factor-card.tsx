import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, type TotpCodeInput } from '@ias/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonForm } from '@/components/ui/skeleton';
import { describeError } from '@/lib/error-messages';
import {
  confirmTotp,
  enrollTotp,
  profileKeys,
  removeFactor,
  type TotpEnrollment,
} from '../api/profile-api';
import { useTotpFactors } from '../hooks/use-totp-factors';
import { useProfileT } from '../hooks/use-profile-t';

function EnrollmentStep({
  enrollment,
  onDone,
  onCancel,
}: {
  enrollment: TotpEnrollment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useProfileT();
  const form = useForm<TotpCodeInput>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: (input: TotpCodeInput) => confirmTotp(enrollment.factorId, input.code),
    onSuccess: onDone,
  });
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('profile.twoFactor.step1')}</li>
        <li>{t('profile.twoFactor.step2')}</li>
        <li>{t('profile.twoFactor.step3')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={enrollment.qrCode}
          alt={t('profile.twoFactor.qrAlt')}
          data-testid="totp-qr"
          className="h-44 w-44 rounded-xl border border-slate-200 bg-white p-2"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm font-medium text-slate-800">{t('profile.twoFactor.key')}</p>
          <code
            data-testid="totp-secret"
            className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
          >
            {enrollment.secret}
          </code>
          <p className="text-xs text-slate-500">{t('profile.twoFactor.keyHint')}</p>
        </div>
      </div>
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) => confirm.mutate(values))}
      >
        {confirm.isError ? <Alert variant="error">{describeError(confirm.error)}</Alert> : null}
        <FormField
          label={t('profile.twoFactor.code')}
          error={form.formState.errors.code?.message}
          isRequired
        >
          <Input
            {...form.register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-40 tracking-[0.3em]"
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={confirm.isPending}>
            {t('profile.twoFactor.turnOn')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
            {t('profile.twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** TOTP two-factor: enrol with a QR code, or remove the authenticator app. */
export function TwoFactorCard() {
  const t = useProfileT();
  const queryClient = useQueryClient();
  const factors = useTotpFactors();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.factors() });

  const start = useMutation({
    mutationFn: enrollTotp,
    onSuccess: (data) => {
      setNotice(null);
      setEnrollment(data);
    },
  });
  const cancel = useMutation({
    mutationFn: (factorId: string) => removeFactor(factorId),
    onSettled: () => {
      setEnrollment(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (factorId: string) => removeFactor(factorId),
    onSuccess: () => {
      setIsConfirmingRemoval(false);
      setNotice(t('profile.twoFactor.offNotice'));
      void refresh();
    },
  });

  const verified = factors.data?.find((factor) => factor.status === 'verified');

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('profile.twoFactor.title')}</CardTitle>
          {factors.data ? (
            verified ? (
              <Badge variant="success">{t('profile.twoFactor.on')}</Badge>
            ) : (
              <Badge>{t('profile.twoFactor.off')}</Badge>
            )
          ) : null}
        </div>
        <CardDescription>{t('profile.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        {factors.isPending ? <SkeletonForm fields={0} /> : null}
        {factors.isError ? (
          <Alert variant="error">
            {describeError(factors.error)}{' '}
            <Button variant="link" onClick={() => void factors.refetch()}>
              {t('profile.retry')}
            </Button>
          </Alert>
        ) : null}
        {start.isError ? <Alert variant="error">{describeError(start.error)}</Alert> : null}
        {remove.isError ? <Alert variant="error">{describeError(remove.error)}</Alert> : null}
        {enrollment ? (
          <EnrollmentStep
            enrollment={enrollment}
            onDone={() => {
              setEnrollment(null);
              setNotice(t('profile.twoFactor.onNotice'));
              void refresh();
            }}
            onCancel={() => cancel.mutate(enrollment.factorId)}
          />
        ) : verified ? (
          isConfirmingRemoval ? (
            <div className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
              <p className="text-sm text-red-900">{t('profile.twoFactor.removeQuestion')}</p>
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="danger"
                  isLoading={remove.isPending}
                  onClick={() => remove.mutate(verified.id)}
                >
                  {t('profile.twoFactor.removeYes')}
                </Button>
                <Button variant="ghost" onClick={() => setIsConfirmingRemoval(false)}>
                  {t('profile.twoFactor.keep')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="outline" onClick={() => setIsConfirmingRemoval(true)}>
              <ShieldOff aria-hidden="true" className="h-4 w-4" /> {t('profile.twoFactor.remove')}
            </Button>
          )
        ) : factors.data ? (
          <Button onClick={() => start.mutate()} isLoading={start.isPending}>
            {start.isPending ? null : <ShieldCheck aria-hidden="true" className="h-4 w-4" />}
            {t('profile.twoFactor.setUp')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
