import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';
import { appUrl } from '../utils/return-to';
import { Trans } from '@lingui/react';
import { useT } from '@/features/i18n';

export const RESET_SENT_MESSAGE = 'Password reset email sent!';

/** Asks for a reset link; the link opens /reset-password signed in for the reset only. */
export function ForgotPasswordForm() {
  const t = useT();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      authStore.sendPasswordReset(input.email, appUrl('/reset-password')),
  });

  if (send.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title={t('auth.forgot.sent')}>
          <Trans
            id="auth.forgot.sentBody"
            values={{ email: send.variables.email }}
            components={{ 0: <strong /> }}
          />
        </Alert>
        <Button variant="outline" onClick={() => send.reset()}>
          {t('auth.forgot.otherAddress')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      {send.isError ? <Alert variant="error">{describeError(send.error)}</Alert> : null}
      <FormField
        label={t('auth.field.email')}
        error={form.formState.errors.email?.message}
        isRequired
      >
        <Input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.field.emailPlaceholder')}
        />
      </FormField>
      <Button type="submit" className="w-full" size="lg" isLoading={send.isPending}>
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
