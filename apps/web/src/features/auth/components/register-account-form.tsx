import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_POLICY_TEXT, signUpCredentialsSchema, type SignUpCredentials } from '@ias/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { registrationDraft } from '../stores/registration-draft';

/** Step 1 of sign-up: e-mail and password (checked against the shared password rule). */
export function RegisterAccountForm({ onDone }: { onDone: () => void }) {
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
      <FormField label="E-mail address" error={errors.email?.message} isRequired>
        <Input
          {...form.register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={errors.password ? undefined : `Use ${PASSWORD_POLICY_TEXT}.`}
        isRequired
      >
        <Input {...form.register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message} isRequired>
        <Input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" className="w-full" size="lg">
        Continue
      </Button>
    </form>
  );
}
