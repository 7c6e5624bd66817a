import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, newPasswordSchema, type NewPasswordInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';
import { useT } from '@/features/i18n';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

/** Sets a new password for the signed-in user (reset link or profile page). */
export function NewPasswordForm({
  submitLabel,
  onUpdated,
}: {
  submitLabel?: string;
  onUpdated?: () => void;
}) {
  const t = useT();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const update = useMutation({
    mutationFn: (input: NewPasswordInput) => authStore.updatePassword(input.password),
    onSuccess: () => {
      form.reset();
      onUpdated?.();
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
    >
      {update.isError ? <Alert variant="error">{describeError(update.error)}</Alert> : null}
      {update.isSuccess ? <Alert variant="success">{t('auth.newPassword.updated')}</Alert> : null}
      <FormField
        label={t('auth.newPassword.field')}
        error={errors.password?.message}
        hint={
          errors.password ? undefined : t('auth.newPassword.hint', { min: MIN_PASSWORD_LENGTH })
        }
        isRequired
      >
        <Input {...form.register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        label={t('auth.newPassword.confirm')}
        error={errors.confirmPassword?.message}
        isRequired
      >
        <Input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" isLoading={update.isPending}>
        {submitLabel ?? t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
