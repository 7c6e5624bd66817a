import { zodResolver } from '@hookform/resolvers/zod';
import { SELF_SERVICE_USER_TYPES } from '@ias/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AccountTypePicker } from '@/features/auth/components/account-type-picker';
import { authStore } from '@/features/auth/stores/auth';
import { describeError } from '@/lib/error-messages';
import { useDashboardT } from '../hooks/use-dashboard-t';
import { translate } from '../catalogue';

const chooseTypeSchema = z.object({
  user_type: z.enum(SELF_SERVICE_USER_TYPES, {
    error: () => translate('dashboard.choose.required'),
  }),
});
type ChooseTypeInput = z.infer<typeof chooseTypeSchema>;

/** For accounts without a type yet (e.g. first Google sign-in): pick one, once. */
export function ChooseAccountType() {
  const t = useDashboardT();
  const form = useForm<z.input<typeof chooseTypeSchema>, unknown, ChooseTypeInput>({
    resolver: zodResolver(chooseTypeSchema),
  });
  const value = useWatch({ control: form.control, name: 'user_type' });
  const choose = useMutation({
    mutationFn: (input: ChooseTypeInput) => authStore.chooseUserType(input.user_type),
  });
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={form.handleSubmit((input) => choose.mutate(input))}
    >
      {choose.isError ? <Alert variant="error">{describeError(choose.error)}</Alert> : null}
      <AccountTypePicker
        {...form.register('user_type')}
        value={value}
        error={form.formState.errors.user_type?.message}
      />
      <p className="text-sm text-slate-600">{t('dashboard.choose.once')}</p>
      <Button type="submit" isLoading={choose.isPending}>
        {t('dashboard.choose.continue')}
      </Button>
    </form>
  );
}
