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

export const RESET_SENT_MESSAGE = 'Password reset email sent!';

/** Asks for a reset link; the link opens /reset-password signed in for the reset only. */
export function ForgotPasswordForm() {
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
        <Alert variant="success" title={RESET_SENT_MESSAGE}>
          If an account exists for <strong>{send.variables.email}</strong>, a link to choose a new
          password is on its way. It works once and expires after an hour.
        </Alert>
        <Button variant="outline" onClick={() => send.reset()}>
          Send to a different address
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
      <FormField label="E-mail address" error={form.formState.errors.email?.message} isRequired>
        <Input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <Button type="submit" className="w-full" size="lg" isLoading={send.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
