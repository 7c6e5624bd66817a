import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/error-messages';
import { authStore } from '../stores/auth';
import { useT } from '@/features/i18n';

/** E-mail and password sign-in; what happens next is decided by the auth state. */
export function LoginForm() {
  const t = useT();
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
    </form>
  );
}
