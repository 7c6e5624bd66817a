import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';
import { useCatalogueT, useT } from '@/features/i18n';
import { catalogue } from '../catalogue';

// The code sign-in (and the phone library it validates numbers with) loads when chosen.
const OtpSignIn = lazy(() =>
  import('./otp-sign-in').then((module) => ({ default: module.OtpSignIn })),
);

/**
 * E-mail and password sign-in, or by a one-time code (SMS or e-mail); what happens next is
 * decided by the auth state.
 */
export function LoginForm() {
  const [withCode, setWithCode] = useState(false);
  if (withCode) {
    return (
      <Suspense fallback={<Spinner className="mx-auto" />}>
        <OtpSignIn onUsePassword={() => setWithCode(false)} />
      </Suspense>
    );
  }
  return <PasswordForm onUseCode={() => setWithCode(true)} />;
}

function PasswordForm({ onUseCode }: { onUseCode: () => void }) {
  const t = useT();
  const tAuth = useCatalogueT(catalogue);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: (input: SignInInput) => authStore.signIn(input.email, input.password),
    onError: () => form.resetField('password'),
  });
  const { errors } = form.formState;

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
    >
      {signIn.isError ? <Alert variant="error">{describeError(signIn.error)}</Alert> : null}
      <FormField label={t('auth.field.email')} error={errors.email?.message} isRequired>
        <Input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.field.emailPlaceholder')}
        />
      </FormField>
      <FormField label={t('auth.field.password')} error={errors.password?.message} isRequired>
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      <div className="flex justify-end">
        <Link
          to="/forgot-password"
          className="rounded text-sm font-medium text-brand-700 hover:underline"
        >
          {t('auth.login.forgot')}
        </Link>
      </div>
      <Button type="submit" className="w-full" size="lg" isLoading={signIn.isPending}>
        {t('auth.login.submit')}
      </Button>
      <Button variant="link" className="w-full text-sm" onClick={onUseCode}>
        {tAuth('auth.otp.start')}
      </Button>
    </form>
  );
}
