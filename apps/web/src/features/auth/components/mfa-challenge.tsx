import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, type TotpCodeInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';

/** Second sign-in step: the 6-digit code from the user's authenticator app. */
export function MfaChallenge({ onVerified }: { onVerified?: () => void }) {
  const t = useT();
  const form = useForm<TotpCodeInput>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: (input: TotpCodeInput) => authStore.verifyMfa(input.code),
    onSuccess: () => onVerified?.(),
    onError: () => form.setValue('code', ''),
  });
  const signOut = useMutation({ mutationFn: () => authStore.signOut() });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ShieldCheck aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('auth.mfa.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">{t('auth.mfa.description')}</p>
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      >
        {verify.isError ? <Alert variant="error">{describeError(verify.error)}</Alert> : null}
        <FormField
          label={t('auth.mfa.code')}
          error={form.formState.errors.code?.message}
          isRequired
        >
          <Input
            {...form.register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            autoFocus
            className="text-center text-lg tracking-[0.4em]"
          />
        </FormField>
        <Button type="submit" className="w-full" isLoading={verify.isPending}>
          {t('auth.mfa.verify')}
        </Button>
      </form>
      <Button
        variant="link"
        className="mt-4 text-sm"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        {t('auth.mfa.otherAccount')}
      </Button>
    </div>
  );
}
