import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, signUpCredentialsSchema, type SignUpCredentials } from '@ias/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { registrationDraft } from '../stores/registration-draft';

/** Step 1 of sign-up: e-mail and password (checked against the shared password rule). */
export function RegisterAccountForm({ onDone }: { onDone: () => void }) {
  const t = useCatalogueT(catalogue);
  const draft = registrationDraft.get();
  const form = useForm<SignUpCredentials>({
    resolver: zodResolver(signUpCredentialsSchema),
    defaultValues: { email: draft?.email ?? '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = (values: SignUpCredentials) => {
    registrationDraft.startWithEmail(values.email, values.password);
    onDone();
  };

  return (
    <form className="space-y-5" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={t('auth.register.email')} error={errors.email?.message} isRequired>
        <Input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth.register.emailPlaceholder')}
        />
      </FormField>
      <FormField
        label={t('auth.register.password')}
        error={errors.password?.message}
        hint={
          errors.password
            ? undefined
            : t('auth.register.passwordHint', { min: MIN_PASSWORD_LENGTH })
        }
        isRequired
      >
        <Input {...form.register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        label={t('auth.register.confirmPassword')}
        error={errors.confirmPassword?.message}
        isRequired
      >
        <Input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" className="w-full" size="lg">
        {t('auth.register.continue')}
      </Button>
    </form>
  );
}
