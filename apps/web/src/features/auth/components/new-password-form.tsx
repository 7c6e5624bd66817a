import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema, PASSWORD_POLICY_TEXT, type NewPasswordInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

/** Sets a new password for the signed-in user (reset link or profile page). */
export function NewPasswordForm({
  submitLabel = 'Update password',
  onUpdated,
}: {
  submitLabel?: string;
  onUpdated?: () => void;
}) {
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
      {update.isSuccess ? <Alert variant="success">{PASSWORD_UPDATED_MESSAGE}</Alert> : null}
      <FormField
        label="New password"
        error={errors.password?.message}
        hint={errors.password ? undefined : `Use ${PASSWORD_POLICY_TEXT}.`}
        isRequired
      >
        <Input {...form.register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} isRequired>
        <Input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" isLoading={update.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
